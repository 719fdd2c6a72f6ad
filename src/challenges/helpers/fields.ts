/**
 * Puts `value` into a text field (an input or a textarea) at once, the way a browser's own input does: the field's
 * value, then one `input` event, which React turns into `onChange` for a controlled field. No
 * focus, no keys, no wait between: for a check about what happens to the text, not how it was
 * typed (user-event's typing costs a render and several events per character).
 */
export function fillIn(input: HTMLElement, value: string) {
  const prototype =
    input instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  // React tracks the value it last saw through the prototype's setter; an own property would
  // hide the change from it.
  setValue?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}
