import { boot, type BootConfig } from "./boot";

/**
 * The boot script's entry. The build compiles it to one classic script and wraps it in a
 * function that defines `bootConfig` (pipeline/prerender.ts), read from the client build.
 */
declare const bootConfig: BootConfig;

boot(bootConfig, window);
