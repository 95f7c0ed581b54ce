import { describe, expect, it } from "vitest";
import { canSend, createTask, failureMessage, fillUrl, isNoVerdict, isOrderTask, needsCart, settle } from "./sync-task";

const task = (more: Partial<Parameters<typeof createTask>[0]> = {}) =>
  createTask(
    {
      url: "/api/cart/update?cartId={{cartId}}",
      payload: { method: "POST", headers: {}, mode: "same-origin" },
      ...more,
    },
    1000,
    "task-1",
  );

describe("sync tasks", () => {
  it("are created with an id, not transmitted, not sent yet", () => {
    expect(task()).toMatchObject({
      task_id: "task-1",
      transmited: false,
      transmited_at: null,
      created_at: 1000,
      updated_at: 1000,
      result: null,
      code: null,
      resultCode: null,
      acknowledged: false,
      silent: false,
      is_result_cacheable: false,
      attempts: 0,
    });
    expect(createTask(task()).task_id).not.toBe(createTask(task()).task_id);
  });

  it("get the token and cart id at send time; an empty placeholder's parameter is left out", () => {
    expect(fillUrl("/api/cart/update?cartId={{cartId}}", { cartId: "c 1/2" })).toBe(
      "/api/cart/update?cartId=c%201%2F2",
    );
    expect(fillUrl("/api/cart/pull?token={{token}}&cartId={{cartId}}", { token: null, cartId: "c1" })).toBe(
      "/api/cart/pull?cartId=c1",
    );
    expect(fillUrl("/api/cart/pull?token={{token}}&cartId={{cartId}}", { token: "t&x", cartId: "c1" })).toBe(
      "/api/cart/pull?token=t%26x&cartId=c1",
    );
    expect(fillUrl("/api/user/me?token={{token}}", {})).toBe("/api/user/me");
    expect(fillUrl("/api/x?a=1", {})).toBe("/api/x?a=1");
    expect(needsCart(task())).toBe(true);
    expect(needsCart({ url: "/api/user/me?token={{token}}" })).toBe(false);
  });

  it("are sent at most once (SPEC §9 queue max attempts 1)", () => {
    expect(canSend(task())).toBe(true);
    expect(canSend({ ...task(), attempts: 1 })).toBe(false);
    expect(canSend({ ...task(), transmited: true })).toBe(false);
  });

  it("are transmitted with result and code; only a cacheable success is kept", () => {
    const sent = settle(task(), { status: 200, body: { code: 200, result: { item_id: 4 } } }, 2000);
    expect(sent).toMatchObject({ keep: false, ok: true });
    expect(sent.task).toMatchObject({
      transmited: true,
      transmited_at: 2000,
      updated_at: 2000,
      result: { item_id: 4 },
      resultCode: 200,
      code: 200,
    });
    expect(settle(task({ is_result_cacheable: true }), { status: 200, body: { code: 200, result: 1 } }).keep).toBe(
      true,
    );
    const refused = settle(task({ is_result_cacheable: true }), {
      status: 409,
      body: { code: 409, result: { errorCode: "OUT_OF_STOCK", errorMessage: "Only 1 left" } },
    });
    expect(refused).toMatchObject({ keep: false, ok: false });
    expect(failureMessage(refused.task)).toBe("Only 1 left");
    expect(failureMessage(settle(task(), { status: 502, body: "Bad gateway" }).task)).toBeNull();
  });

  it("tell an order made offline from the other tasks by its meta", () => {
    expect(isOrderTask(task({ meta: { kind: "order", store: "nl" } }))).toBe(true);
    expect(isOrderTask(task())).toBe(false);
    expect(isOrderTask(task({ meta: { kind: "cart" } }))).toBe(false);
    expect(isOrderTask(task({ meta: "order" }))).toBe(false);
  });

  it("take an unavailable shop or an order still being written as no verdict: the task waits", () => {
    expect(isNoVerdict({ status: 503, body: { code: 503, result: { errorCode: "SERVICE_UNAVAILABLE" } } })).toBe(true);
    expect(isNoVerdict({ status: 409, body: { code: 409, result: { errorCode: "ORDER_PENDING" } } })).toBe(true);
    expect(isNoVerdict({ status: 409, body: { code: 409, result: { errorCode: "OUT_OF_STOCK" } } })).toBe(false);
    expect(isNoVerdict({ status: 200, body: { code: 200, result: { orderId: "x" } } })).toBe(false);
    expect(isNoVerdict({ status: 502, body: "Bad gateway" })).toBe(false);
  });
});
