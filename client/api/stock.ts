import type { StockItemDto, StockListQuery } from "../../schema/api/stock";
import { RESULT_LIST_TIMEOUT_MS } from "../../schema/constants";
import { getEndpoint } from "./endpoint";

// SPEC §9 names no stock deadline; a stock refresh is a list call, so it gets the result lists' 3000 ms.
/** GET /api/stock/list?skus=a,b (SPEC §7): live stock of known skus; unknown ones are left out. */
export const listStock = getEndpoint<StockListQuery, StockItemDto[]>("/api/stock/list", RESULT_LIST_TIMEOUT_MS);
