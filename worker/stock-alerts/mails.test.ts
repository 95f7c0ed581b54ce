/** The back-in-stock mails (pure) and their one-click unsubscribe headers on the way to the mail API. */
import { describe, expect, it } from "vitest";
import { mailMessageSchema } from "../mail";
import { deliverToMailApi } from "../mail/mail-api";
import { backInStockMail, confirmAlertMail, stockAlertLink } from "./mails";

const alert = { to: "anna@example.com", store: "de" as const, productName: "Wollmantel <Lena>", sizeLabel: "M" };
const unsubscribe = stockAlertLink("https://shop.example", "de", "unsubscribe", "tok_en-1");

describe("back-in-stock mails", () => {
  it("name the product and size in the store view's language, escape markup, and link the page", () => {
    const mail = backInStockMail(alert, "https://shop.example/de/p/X/wollmantel/X-M", unsubscribe);
    expect(mailMessageSchema.parse(mail)).toEqual(mail);
    expect(mail).toMatchObject({ kind: "stock-alert", store: "de", subject: "Wieder da: Wollmantel <Lena>" });
    expect(mail.text).toContain("Wollmantel <Lena> in Größe M ist wieder vorrätig");
    expect(mail.text).toContain("https://shop.example/de/p/X/wollmantel/X-M");
    expect(mail.text).toContain(unsubscribe);
    expect(mail.html).not.toContain("<Lena>");
    expect(mail.html).toContain("&#60;Lena&#62;");
    expect(unsubscribe).toBe("https://shop.example/de/stock-alert/unsubscribe?token=tok_en-1");
  });

  it("carry RFC 8058 one-click unsubscribe headers, which go along to the mail API", async () => {
    const mail = backInStockMail(alert, "https://shop.example/de/p/X", unsubscribe);
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    let sent: Record<string, unknown> = {};
    const fetch = ((_url: string, init: RequestInit) => {
      sent = JSON.parse(init.body as string) as Record<string, unknown>;
      return Promise.resolve(new Response(JSON.stringify({ id: "p-1" }), { status: 200 }));
    }) as unknown as typeof globalThis.fetch;
    const target = { url: "https://mail.example/send", apiKey: "k", from: "shop@example.com", fetch, timeoutMs: 1000 };
    expect(await deliverToMailApi(target, "id-1", mail)).toEqual({ ok: true, providerId: "p-1" });
    expect(sent.headers).toEqual(mail.headers);
    // A mail without headers sends none.
    await deliverToMailApi(target, "id-2", confirmAlertMail(alert, "https://shop.example/c", "https://shop.example/p"));
    expect(sent).not.toHaveProperty("headers");
  });
});
