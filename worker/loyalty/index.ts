/** Loyalty points: the balance in SQL, redeeming in an order's batch, giving back on cancel. */
export { balanceSql, giveBackPointsStatement, redeemStatement, REDEEM_REASON } from "./repo";
