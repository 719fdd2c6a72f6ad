import * as acorn from "acorn";
import * as React from "react";
import * as ReactDOM from "react-dom";
import * as ReactDOMClient from "react-dom/client";
import * as compile from "./compile";
import * as evaluate from "./evaluate";
import * as fakeServer from "./fake-server";
import * as guard from "./guard";
import * as modules from "./modules";
import * as mount from "./mount";
import * as renderCounter from "./render-counter";
import * as reportedErrors from "./reported-errors";
import { sharedGlobal, type SharedName } from "./shared-names";
import * as readerFile from "./reader-file";

const shared: Record<SharedName, object> = {
  react: React,
  "react-dom": ReactDOM,
  "react-dom/client": ReactDOMClient,
  acorn,
  compile,
  evaluate,
  "fake-server": fakeServer,
  guard,
  modules,
  mount,
  "render-counter": renderCounter,
  "reader-file": readerFile,
  "reported-errors": reportedErrors,
};

/** Puts the modules the checks' script uses on the frame's global object (see shared-names.ts). */
export function shareModules() {
  for (const [name, namespace] of Object.entries(shared))
    Object.defineProperty(globalThis, sharedGlobal(name), { value: namespace });
}
