/**
 * Who may bid (REGA's rules for auction platforms): a bidder verified through Nafath (the national single sign-on:
 * the site sends the national ID, the person picks in the Nafath app the number the site shows, the site polls for
 * the result) whose verification has not lapsed, and who has paid the auction's entry deposit. At settlement the
 * losers' deposits are refunded and the winner's is applied to the price; the winner pays the rest within the
 * auction's term.
 */

/** The entry deposit of an auction: at most this percent of its start price (also its default). */
export const AUCTION_DEPOSIT_MAX_PERCENT = 5;

/** Hours the winner has to pay the balance of the price, unless the auction says otherwise. */
export const AUCTION_BALANCE_DUE_HOURS = 48;

/** The largest deposit an auction of this start price may ask (SAR, to the halala, rounded down). */
export const maxAuctionDeposit = (startPrice: number): number =>
  Math.floor(startPrice * AUCTION_DEPOSIT_MAX_PERCENT) / 100;

/** Why a bid or a step before it is refused: `code` of the error body. */
export const BIDDER_ERROR_CODES = {
  /** 403: the caller has no Nafath verification in force. */
  notVerified: 'BIDDER_NOT_VERIFIED',
  /** 403: the caller has not paid this auction's entry deposit. */
  depositRequired: 'DEPOSIT_REQUIRED',
  /** 409: the national ID is verified for another account. */
  nationalIdTaken: 'NATIONAL_ID_TAKEN',
  /** 409: the verification request was answered, or it expired. */
  requestClosed: 'NAFATH_REQUEST_CLOSED',
  /** 409: the deposit of this auction is paid already, or the auction takes no more bidders. */
  depositClosed: 'DEPOSIT_CLOSED',
  /** 422: the deposit is more than AUCTION_DEPOSIT_MAX_PERCENT of the start price. */
  depositTooHigh: 'DEPOSIT_TOO_HIGH',
  /** 503: no identity provider is set up (IDENTITY_PROVIDER=none), so nobody can be verified now. */
  identityProviderUnavailable: 'IDENTITY_PROVIDER_UNAVAILABLE',
} as const;
export type BidderErrorCode = (typeof BIDDER_ERROR_CODES)[keyof typeof BIDDER_ERROR_CODES];

/** The message of each code in both languages (the API sends the English one and both in details). */
export const BIDDER_ERROR_MESSAGES: Record<BidderErrorCode, { ar: string; en: string }> = {
  BIDDER_NOT_VERIFIED: {
    ar: 'وثّق هويتك عبر نفاذ قبل المزايدة',
    en: 'Verify your identity with Nafath before bidding',
  },
  DEPOSIT_REQUIRED: {
    ar: 'ادفع مبلغ التأمين للدخول في هذا المزاد قبل المزايدة',
    en: 'Pay the entry deposit of this auction before bidding',
  },
  NATIONAL_ID_TAKEN: {
    ar: 'رقم الهوية هذا موثّق لحساب آخر',
    en: 'This national ID is verified for another account',
  },
  NAFATH_REQUEST_CLOSED: {
    ar: 'انتهى طلب التحقق أو تمت الإجابة عنه؛ ابدأ طلبًا جديدًا',
    en: 'The verification request was answered or has expired; start a new one',
  },
  DEPOSIT_CLOSED: {
    ar: 'لا يمكن دفع تأمين هذا المزاد الآن',
    en: 'The deposit of this auction cannot be paid now',
  },
  DEPOSIT_TOO_HIGH: {
    ar: `لا يتجاوز مبلغ التأمين ${AUCTION_DEPOSIT_MAX_PERCENT}% من سعر البداية`,
    en: `The deposit is at most ${AUCTION_DEPOSIT_MAX_PERCENT}% of the start price`,
  },
  IDENTITY_PROVIDER_UNAVAILABLE: {
    ar: 'التحقق من الهوية عبر نفاذ غير متاح حاليًا؛ لا يمكن التوثيق للمزايدة الآن',
    en: 'Identity verification with Nafath is not available at the moment; bidders cannot be verified now',
  },
};

/** A Nafath request as the site polls it: pending until the person picks a number in the app (or rejects). */
export const NAFATH_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type NafathRequestStatus = (typeof NAFATH_REQUEST_STATUSES)[number];

export interface NafathRequestView {
  id: string;
  status: NafathRequestStatus;
  /** The two-digit number the site shows, to pick in the app. */
  number: number;
  expiresAt: string;
  /** The sandbox's stand-in for the Nafath app (a page of this site); null with a real provider. */
  sandboxUrl: string | null;
}

/** The sandbox's app screen: the numbers offered (one is the site's), to pick one or reject. */
export interface NafathSandboxView {
  id: string;
  status: NafathRequestStatus;
  /** The last four digits of the national ID asked about. */
  nationalIdEnd: string;
  choices: number[];
  expiresAt: string;
}

export interface NafathSandboxAnswer {
  /** The number picked; absent with reject. */
  number?: number;
  reject?: boolean;
}

export const AUCTION_DEPOSIT_STATUSES = ['pending', 'paid', 'declined', 'expired', 'released', 'applied'] as const;
export type AuctionDepositStatus = (typeof AUCTION_DEPOSIT_STATUSES)[number];

/** The caller's deposit on an auction. */
export interface AuctionDepositView {
  id: string;
  auctionId: string;
  status: AuctionDepositStatus;
  amount: number;
  provider: string;
  /** A test provider's (the sandbox's). */
  test: boolean;
  failureCode: string | null;
  expiresAt: string;
  paidAt: string | null;
  releasedAt: string | null;
  appliedAt: string | null;
}

/** What the auction page needs to know before it shows the bid form. */
export interface BidderStanding {
  verified: boolean;
  /** When the verification lapses; null when not verified. */
  verifiedUntil: string | null;
  /** The auction's entry deposit (SAR). */
  depositAmount: number;
  /** The caller's latest deposit on the auction, or null. */
  deposit: AuctionDepositView | null;
  /** Verified and the deposit paid. */
  canBid: boolean;
}

export interface AuctionDepositStart {
  depositId: string;
  provider: string;
  amount: number;
  redirectUrl: string;
}

/** One deposit as staff see it on an auction. */
export interface AdminAuctionDeposit {
  id: string;
  bidderId: string | null;
  bidderName: string | null;
  status: AuctionDepositStatus;
  amount: number;
  test: boolean;
  paidAt: string | null;
  releasedAt: string | null;
  appliedAt: string | null;
}

export interface AdminAuctionDeposits {
  depositAmount: number;
  /** When the winner's balance is due (sold auctions), and whether its reminder went out. */
  balanceDueAt: string | null;
  balanceReminderSentAt: string | null;
  deposits: AdminAuctionDeposit[];
}

const auctionPath = (auctionId: string) => `/api/auctions/${encodeURIComponent(auctionId)}`;

export const BIDDER_API = {
  /** POST { nationalId }: starts a Nafath request (NafathRequestView). */
  nafathRequests: '/api/identity/nafath/requests',
  /** GET: the caller's request, polled until it is no longer pending. */
  nafathRequest: (id: string) => `/api/identity/nafath/requests/${encodeURIComponent(id)}`,
  /** GET (NafathSandboxView) and POST (NafathSandboxAnswer): the sandbox's stand-in for the app. */
  nafathSandbox: (id: string) => `/api/identity/nafath-sandbox/${encodeURIComponent(id)}`,
  /** GET: BidderStanding of the caller on an auction. */
  standing: (auctionId: string) => `${auctionPath(auctionId)}/bidder`,
  /** POST: starts paying the auction's deposit (AuctionDepositStart). */
  deposit: (auctionId: string) => `${auctionPath(auctionId)}/deposit`,
  /** GET: the caller's deposit (AuctionDepositView). */
  depositView: (depositId: string) => `/api/auction-deposits/${encodeURIComponent(depositId)}`,
  /** POST a SandboxCardInput: the sandbox's card page for a deposit. */
  depositSandboxPay: (depositId: string) => `/api/auction-deposits/${encodeURIComponent(depositId)}/sandbox/pay`,
  /** GET (staff): an auction's deposits and the winner's balance due. */
  adminDeposits: (auctionId: string) => `/api/admin/auctions/${encodeURIComponent(auctionId)}/deposits`,
} as const;

/** The public page where the sandbox stands in for the Nafath app. */
export const nafathSandboxPagePath = (requestId: string) => `/auctions/nafath-sandbox/${encodeURIComponent(requestId)}`;
/** The public page where a deposit is paid with the sandbox's card form. */
export const depositSandboxPagePath = (auctionId: string, depositId: string) =>
  `/auctions/${encodeURIComponent(auctionId)}/deposit/${encodeURIComponent(depositId)}`;
