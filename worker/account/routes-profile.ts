/**
 * SPEC §7 user calls of a logged-in customer: me (GET, POST), order-history, and the extensions
 * the account pages use: one order, one address at a time. Every one checks the session in its own
 * query; another customer's order or address answers 404, exactly like one that does not exist.
 */
import { Hono } from "hono";
import { and, eq } from "drizzle-orm";
import { isValidEmail, nameProblem, normalizeEmail } from "../../domain/account/password-rules";
import type { MessageKey } from "../../client/i18n/messages/types";
import { customerAddresses } from "../../schema/db";
import type { OrderHistoryDto } from "../../schema/api/account";
import type { AppEnv } from "../context";
import { isCheckViolation } from "../db/faults";
import { AppError } from "../errors/app-error";
import { validate } from "../http/validate";
import { addressProblems, toAddressRow } from "./addresses";
import { invalid, requireMe, text } from "./context";
import { customerDto, orderDto } from "./dto";
import { addressRequestSchema, customerUpdateSchema, orderHistoryQuerySchema } from "../../schema/api/account";
import { MAX_ADDRESSES } from "../../schema/constants";
import { customerOrder, orderHistory, readMe, updateProfile } from "./repo";

const noStore = { "Cache-Control": "no-store" };

/** /api/user: me, order-history, order/:id, address. */
export function createProfileRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/me", async (c) => {
    const { customer, addresses } = await requireMe(c);
    return c.json({ code: 200 as const, result: customerDto(customer, addresses) }, 200, noStore);
  });

  app.post("/me", validate("json", customerUpdateSchema), async (c) => {
    const { customer: input } = c.req.valid("json");
    const { customer, tokenHash } = await requireMe(c);
    const problems: Record<string, MessageKey> = {};
    if (!isValidEmail(input.email)) problems["customer.email"] = "form.email";
    for (const field of ["firstname", "lastname"] as const) {
      const problem = nameProblem(input[field]);
      if (problem) problems[`customer.${field}`] = problem;
    }
    input.addresses?.forEach((a, i) => Object.assign(problems, addressProblems(a, `customer.addresses.${i}.`)));
    if (Object.keys(problems).length > 0) throw invalid(c, problems);
    try {
      await updateProfile(
        c.get("db"),
        customer.id,
        {
          firstname: input.firstname.trim(),
          lastname: input.lastname.trim(),
          email: normalizeEmail(input.email),
          addresses: input.addresses?.map(toAddressRow),
        },
        new Date(),
      );
    } catch (error) {
      if (isCheckViolation(error, "customers.email")) throw invalid(c, { "customer.email": "account.emailTaken" });
      throw error;
    }
    const fresh = await readMe(c.get("db"), tokenHash, new Date());
    if (!fresh) throw new AppError(401, "UNAUTHORIZED", text(c, "account.unauthorized"));
    return c.json({ code: 200 as const, result: customerDto(fresh.customer, fresh.addresses) }, 200, noStore);
  });

  app.get("/order-history", validate("query", orderHistoryQuerySchema), async (c) => {
    const { pageSize, currentPage } = c.req.valid("query");
    const { customer } = await requireMe(c);
    const history = await orderHistory(c.get("db"), customer.id, { size: pageSize, current: currentPage });
    const result: OrderHistoryDto = {
      items: history.orders.map((o) => orderDto(o, history.lines)),
      total_count: history.total,
      page_size: pageSize,
      current_page: currentPage,
    };
    return c.json({ code: 200 as const, result }, 200, noStore);
  });

  app.get("/order/:incrementId", async (c) => {
    const { customer } = await requireMe(c);
    const found = await customerOrder(c.get("db"), customer.id, c.req.param("incrementId").slice(0, 40));
    if (!found) throw new AppError(404, "NOT_FOUND", text(c, "account.orderNotFound"));
    return c.json({ code: 200 as const, result: orderDto(found.order, found.lines) }, 200, noStore);
  });

  app.post("/address", validate("json", addressRequestSchema), async (c) => {
    const input = c.req.valid("json");
    const { customer, addresses } = await requireMe(c);
    const problems = addressProblems(input, "");
    if (Object.keys(problems).length > 0) throw invalid(c, problems);
    const row = toAddressRow(input);
    const db = c.get("db");
    if (input.id !== undefined) {
      const updated = await db
        .update(customerAddresses)
        .set(row)
        .where(and(eq(customerAddresses.id, input.id), eq(customerAddresses.customerId, customer.id)))
        .returning({ id: customerAddresses.id });
      if (updated.length === 0) throw new AppError(404, "NOT_FOUND", text(c, "account.addressNotFound"));
    } else {
      if (addresses.length >= MAX_ADDRESSES) throw invalid(c, { street: "account.tooManyAddresses" });
      await db.insert(customerAddresses).values({ ...row, customerId: customer.id, createdAt: new Date() });
    }
    const fresh = await readMe(db, (await c.get("session").tokenHash())!, new Date());
    return c.json({ code: 200 as const, result: customerDto(fresh!.customer, fresh!.addresses) }, 200, noStore);
  });

  app.post("/address/:id/delete", async (c) => {
    const { customer } = await requireMe(c);
    const id = Number(c.req.param("id"));
    const deleted = Number.isInteger(id)
      ? await c
          .get("db")
          .delete(customerAddresses)
          .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customer.id)))
          .returning({ id: customerAddresses.id })
      : [];
    if (deleted.length === 0) throw new AppError(404, "NOT_FOUND", text(c, "account.addressNotFound"));
    return c.json({ code: 200 as const, result: true }, 200, noStore);
  });

  return app;
}
