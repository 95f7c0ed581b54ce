import { describe, expect, it } from "vitest";
import { sanitizeDescription } from "./sanitize";

describe("sanitizeDescription", () => {
  it("keeps basic formatting and drops scripts, handlers and styles", () => {
    expect(
      sanitizeDescription('<p onclick="x()">Warm <strong>wool</strong><script>alert(1)</script></p><style>p{}</style>'),
    ).toBe("<p>Warm <strong>wool</strong></p>");
    expect(
      sanitizeDescription('<ul><li>One</li></ul><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>'),
    ).toBe('<ul><li>One</li></ul><a rel="nofollow noopener">x</a>');
  });
});
