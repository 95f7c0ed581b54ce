import { describe, expect, it } from "vitest";
import { ApiError } from "../api/errors";
import { isRetryable, OrderUnconfirmed, untilAnswered, type RetryClock } from "./order-retry";

/** A clock that only moves when the retry sleeps (and by what each try costs). */
function fakeClock() {
  let now = 0;
  const pauses: number[] = [];
  const clock: RetryClock & { tick(ms: number): void } = {
    now: () => now,
    sleep: (ms) => {
      pauses.push(ms);
      now += ms;
      return Promise.resolve();
    },
    tick: (ms) => void (now += ms),
  };
  return { clock, pauses };
}

const unavailable = () => new ApiError(503, "SERVICE_UNAVAILABLE", "Service unavailable");
const network = () => new ApiError(0, "NETWORK", "Network failure");
const inFlight = () => new ApiError(409, "ORDER_PENDING", "Processing order...");

describe("isRetryable", () => {
  it("retries what says nothing about the order: no answer, a deadline, a 5xx, no envelope, a try in flight", () => {
    expect(isRetryable(unavailable())).toBe(true);
    expect(isRetryable(network())).toBe(true);
    expect(isRetryable(new ApiError(0, "TIMEOUT", "No answer"))).toBe(true);
    expect(isRetryable(new ApiError(502, "BAD_RESPONSE", "HTML"))).toBe(true);
    expect(isRetryable(inFlight())).toBe(true);
    expect(isRetryable(new ApiError(503, "ORDER_PENDING", "Processing order..."))).toBe(true);
  });

  it("never retries a refusal, an abort or a non-API error", () => {
    expect(isRetryable(new ApiError(409, "OUT_OF_STOCK", "Gone"))).toBe(false);
    expect(isRetryable(new ApiError(409, "CONFLICT", "Your bag changed"))).toBe(false);
    expect(isRetryable(new ApiError(409, "CONFLICT", "This order is being placed already"))).toBe(false);
    expect(isRetryable(new ApiError(422, "UNPROCESSABLE", "Another order"))).toBe(false);
    expect(isRetryable(new ApiError(400, "INVALID_INPUT", "Field is required"))).toBe(false);
    expect(isRetryable(new ApiError(0, "ABORTED", "Aborted"))).toBe(false);
    expect(isRetryable(new TypeError("bug"))).toBe(false);
  });
});

describe("untilAnswered", () => {
  it("tries again with growing pauses until an answer comes", async () => {
    const { clock, pauses } = fakeClock();
    const failures = [unavailable(), network(), inFlight()];
    let tries = 0;
    const answer = await untilAnswered(
      () => {
        tries++;
        const failure = failures.shift();
        return failure ? Promise.reject(failure) : Promise.resolve("order");
      },
      { clock },
    );
    expect(answer).toBe("order");
    expect(tries).toBe(4);
    expect(pauses).toEqual([500, 1000, 2000]);
  });

  it("throws a refusal at once", async () => {
    const { clock } = fakeClock();
    let tries = 0;
    const refusal = new ApiError(409, "OUT_OF_STOCK", "Gone");
    await expect(
      untilAnswered(
        () => {
          tries++;
          return Promise.reject(refusal);
        },
        { clock },
      ),
    ).rejects.toBe(refusal);
    expect(tries).toBe(1);
  });

  it("gives up as OrderUnconfirmed once the window is spent, never past it, each try within what is left", async () => {
    const { clock } = fakeClock();
    const deadlines: number[] = [];
    const error = await untilAnswered(
      (timeoutMs) => {
        deadlines.push(timeoutMs);
        clock.tick(timeoutMs);
        return Promise.reject(new ApiError(0, "TIMEOUT", "No answer"));
      },
      { clock, limitMs: 60_000 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderUnconfirmed);
    expect(clock.now()).toBeLessThanOrEqual(60_000);
    expect(deadlines[0]).toBe(15_000);
    expect(deadlines.every((ms) => ms <= 15_000)).toBe(true);
  });
});
