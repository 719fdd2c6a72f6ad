export interface BootOptions {
  base: string;
  /** The view a URL without a known `?section=` shows. */
  defaultView: string;
  /** Every view (section ids and "404"), mapped to its prerendered `#root` HTML. */
  views: Record<string, string>;
  /** Every section id, mapped to the JS files its lesson needs beyond the app's own. */
  lessons: Record<string, string[]>;
  /** The app's entry module first, then the modules it imports statically. */
  app: string[];
}

/**
 * A tiny classic script that runs in <head> before the body paints (an external file, so the
 * CSP needs no inline script). It applies the rule of src/app/initial-view.ts:
 *
 * - When the prerendered HTML is the view the URL asks for, the page paints as it is and the
 *   app's JavaScript starts loading only after that first paint: nothing competes with the
 *   HTML and CSS, and the reader can read before any script has run.
 * - Otherwise (`?section=hooks` on a page prerendered with the introduction) it hides the
 *   lesson instead of flashing the wrong one, fetches that view's prerendered HTML (a static
 *   file of the build, like the scripts), swaps it in once the document is parsed, and then
 *   loads the app, which hydrates it. If that file cannot be fetched, the app loads at once
 *   and renders the view itself. A timer un-hides the page if nothing works.
 *
 * Without `data-view` on <html> (the dev server) it does nothing: index.html loads the app.
 */
export function bootScript(options: BootOptions): string {
  return `(function () {
  var root = document.documentElement;
  var shown = root.getAttribute("data-view");
  if (!shown) return;
  var config = ${JSON.stringify(options)};
  var section = null;
  try { section = new URLSearchParams(location.search).get("section"); } catch (error) {}
  var known = section !== null && Object.prototype.hasOwnProperty.call(config.lessons, section);
  var wanted = location.pathname !== config.base ? "404" : known ? section : config.defaultView;
  var started = false;

  function load(href, module) {
    var element = document.createElement(module ? "script" : "link");
    if (module) { element.type = "module"; element.src = href; }
    else { element.rel = "modulepreload"; element.href = href; }
    element.crossOrigin = "";
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    var files = config.app.concat(config.lessons[wanted] || []);
    for (var index = 1; index < files.length; index += 1) load(files[index], false);
    load(files[0], true);
  }
  // After the frame that shows the content: the second animation frame comes after it.
  function afterNextPaint(callback) {
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(callback, 0); }); });
  }
  // After the first contentful paint has reached the screen, where the browser can tell.
  function afterFirstPaint(callback) {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf("paint") < 0) return afterNextPaint(callback);
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      setTimeout(callback, 0);
    }).observe({ type: "paint", buffered: true });
  }
  function startSoon(wait) {
    wait(start);
    setTimeout(start, 3000); // hidden tabs neither paint nor run animation frames
  }

  if (wanted === shown) return startSoon(afterFirstPaint);
  root.classList.add("boot-pending");
  setTimeout(function () { root.classList.remove("boot-pending"); }, 8000);
  var parsed = new Promise(function (resolve) {
    if (document.readyState !== "loading") resolve();
    else document.addEventListener("DOMContentLoaded", resolve);
  });
  var html = fetch(config.views[wanted]).then(function (response) {
    if (!response.ok) throw new Error("HTTP " + response.status);
    return response.text();
  });
  Promise.all([html, parsed]).then(function (results) {
    if (started) return;
    document.getElementById("root").innerHTML = results[0];
    root.setAttribute("data-view", wanted);
    root.classList.remove("boot-pending");
    startSoon(afterNextPaint);
  }, start);
})();
`;
}
