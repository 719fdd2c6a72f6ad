import { boot, readBootConfig } from "./boot";

/**
 * The boot script's entry. The build compiles it to one small classic script, inline in the
 * page's <head>, and writes its config beside it as JSON (pipeline/prerender.ts).
 */
const config = readBootConfig(document);
if (config) boot(config, window);
