/**
 * The demo shop's gift cards (issue 32 point 5), written by `npm start` so a newcomer can try one at
 * the till: a card that pays part of an order, one for most orders and one that pays a whole order.
 * Their codes are printed in docs/product.md, so they are for a local shop only: `npm run deploy`
 * never writes them (an operator issues real cards with `npm run operator -- giftcard create`).
 * A card that exists is kept as it is (its balance is what orders left of it). One batch.
 */
import { createClient } from "@libsql/client";

/** Code and balance in cents; the codes have the shape of generated ones (16 characters in fours). */
export const DEMO_GIFT_CARDS: readonly { code: string; balance: number }[] = [
  { code: "DEMO-7KQ2-M9XT-4HWP", balance: 2_500 },
  { code: "DEMO-R3VN-8FJC-2LZB", balance: 10_000 },
  { code: "DEMO-Y6DS-5GAE-9QKU", balance: 100_000 },
];

export async function seedGiftCards(url: string, authToken?: string): Promise<number> {
  const client = createClient({ url, authToken });
  try {
    const now = Date.now();
    const answers = await client.batch(
      DEMO_GIFT_CARDS.map((card) => ({
        sql: "insert into gift_cards (code, balance, created_at) values (?, ?, ?) on conflict (code) do nothing",
        args: [card.code, card.balance, now],
      })),
      "write",
    );
    return answers.reduce((sum, a) => sum + a.rowsAffected, 0);
  } finally {
    client.close();
  }
}
