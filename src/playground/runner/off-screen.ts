/**
 * A container on the frame's page but off screen, `width` wide: laid out and in the
 * accessibility tree like the preview (role queries skip what is hidden), fixed so that the
 * frame's height (its body's) does not change, and never drawn. The checks and their warm-up
 * render there. Remove it when done.
 */
export function offScreenHost(width: string, name: string) {
  const host = document.createElement("div");
  host.dataset[name] = "";
  host.style.cssText = `position: fixed; top: 0; left: -10000px; width: ${width}`;
  document.body.append(host);
  return host;
}
