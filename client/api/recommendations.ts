import type { RecommendationsDto, RecommendationsQuery } from "../../schema/api/recommendations";
import { getEndpoint } from "./endpoint";

// SPEC §9: result lists time out at 3000 ms.
const RECOMMENDATIONS_TIMEOUT_MS = 3000;

/** GET /api/ext/recommendations?cart&viewed&storeCode: the cart page's suggestions and recently viewed (issue 32.3). */
export const fetchRecommendations = getEndpoint<RecommendationsQuery, RecommendationsDto>(
  "/api/ext/recommendations",
  RECOMMENDATIONS_TIMEOUT_MS,
);
