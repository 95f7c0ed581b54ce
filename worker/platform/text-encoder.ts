/**
 * React's edge renderer turns every attribute name, attribute value and text run into bytes with
 * its own `new TextEncoder().encode(…)`, thousands of calls per listing page. In workerd each call
 * crosses into native code and allocates, which was the largest part of a category page's render
 * CPU. Most of these strings are short and ASCII, and a plain loop encodes those faster than the
 * native call. This module replaces the global TextEncoder with a subclass that does exactly that
 * and hands everything else (long or non-ASCII input, `encodeInto`) to the native encoder, so the
 * bytes are identical. It must be imported before react-dom/server creates its encoder.
 */
const SHORT = 96;
const Native = TextEncoder;

class ShortAsciiTextEncoder extends Native {
  override encode(input = ""): Uint8Array {
    const length = input.length;
    if (length > SHORT) return super.encode(input);
    const bytes = new Uint8Array(length);
    for (let i = 0; i < length; i++) {
      const code = input.charCodeAt(i);
      if (code > 0x7f) return super.encode(input);
      bytes[i] = code;
    }
    return bytes;
  }
}

// Installed once per isolate: a second import finds the subclass already in place.
if (Reflect.get(globalThis, "TextEncoder") === Native) Reflect.set(globalThis, "TextEncoder", ShortAsciiTextEncoder);

export { ShortAsciiTextEncoder };
