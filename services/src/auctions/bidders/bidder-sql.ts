/** Whether `$user` is a verified bidder now (bidder_verifications' primary key). */
export const verifiedBidderSql = (userParam: string) =>
  `EXISTS (SELECT 1 FROM bidder_verifications v WHERE v.user_id = ${userParam} AND v.expires_at > now())`;

/** Whether `$user` holds a paid deposit on the auction `a`, or it asks none (the deposits' (auction, bidder) index). */
export const depositPaidSql = (userParam: string) =>
  `(a.deposit_amount = 0 OR EXISTS (SELECT 1 FROM auction_deposits d
     WHERE d.auction_id = a.id AND d.user_id = ${userParam} AND d.status = 'paid'))`;
