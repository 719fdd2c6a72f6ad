// The runner's module map with the modules it starts on demand started too, for the language
// service's declarations (language-env.ts). Loaded through Vite's module runner, which closes once
// this module has been imported: so everything is started here, at the top level.
import { allModules } from "../src/playground/runner/modules.ts";

export const modules = await allModules();
