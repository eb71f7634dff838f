/**
 * The wire's failure codes, by name: the one table of them (SPEC §8 error catalogue; docs/api.md
 * "Errors" gives each code's HTTP status and `msg`, and a test holds the two in step). The API
 * answers them; a page that must tell one failure from another compares against these names, never
 * a number of its own. `0` is success and not listed.
 */
export const ERROR_CODES = {
  badInput: 40001,
  /** The URL is not valid percent-encoding (HTTP 400). */
  badUrl: 40002,
  /** A body sent to an endpoint that takes none (HTTP 400). */
  bodyNotAllowed: 40003,
  captchaInvalid: 40010,
  wrongCredentials: 40012,
  /** A user's 21st delivery address (HTTP 400, docs/api.md "Address book"). */
  addressLimit: 40030,
  /** `isDefault: false` sent for the default address (HTTP 400, docs/api.md "Address book"). */
  defaultAddressRequired: 40031,
  /** A wrong SMS code, tries left (HTTP 400, docs/api.md "SMS codes"). */
  smsCodeWrong: 40020,
  /** No live SMS code: none sent for this purpose, expired, used or voided (HTTP 400). */
  smsCodeInvalid: 40021,
  /** No live SMS ticket for `phoneRegister` / `resetPassword` (HTTP 400, docs/api.md "Registration and password reset"). */
  smsTicketInvalid: 40022,
  /** `sendRegisterSms` / `phoneRegister` for a phone that has an account (HTTP 400). */
  phoneRegistered: 40040,
  /**
   * Password login of this phone from this address is locked after 10 wrong passwords, or this
   * address after 50 on any phones in an hour (HTTP 423, docs/api.md "Account lockout").
   */
  accountLocked: 42300,
  unauthorized: 401,
  notFoundDoc: 40401,
  notFoundPath: 40400,
  /** The path exists under another method (HTTP 405, `Allow` lists them). */
  methodNotAllowed: 40500,
  /** The body exceeds the route's limit (HTTP 413). */
  bodyTooLarge: 41300,
  /** A path parameter over 100 characters (HTTP 414). */
  uriTooLong: 41400,
  /** A body in a content type the API does not parse (HTTP 415). */
  unsupportedMediaType: 41500,
  tooManyRequests: 42900,
  /** Another SMS to the same phone within 60 s (HTTP 429). */
  smsTooSoon: 42901,
  /** 10 SMS to the same phone within 24 hours (HTTP 429). */
  smsDailyLimit: 42902,
  /**
   * A password attempt before the progressive delay after wrong ones has passed (HTTP 429,
   * `data.retryAfter` seconds, docs/api.md "Account lockout").
   */
  loginThrottled: 42903,
  /** Identity verification already approved: no new submission (HTTP 400, docs/api.md "Identity verification"). */
  identityApproved: 40050,
  /** Identity verification waiting for review: no new submission until it is decided (HTTP 400). */
  identityPending: 40051,
  /** Business licence image over 5 MB (HTTP 413, docs/api.md "Identity verification"). */
  licenceTooLarge: 41301,
  /** Business licence not a JPEG or PNG image by its content (HTTP 415). */
  licenceType: 41501,
  /** A problem report's attachment over 2 MB, or a body over the route's limit (HTTP 413, docs/api.md "Problem reports"). */
  bugReportAttachmentTooLarge: 41302,
  /** A problem report's attachment that is not PNG, JPEG or a UTF-8 .log/.txt text by its content and name (HTTP 415). */
  bugReportAttachmentType: 41502,
  /** No such ticket, or the contact does not match, or not the user's (HTTP 404, docs/api.md "Problem reports"). */
  bugReportNotFound: 40401,
  /** WeChat / QQ login: the `state` is unknown, used, expired or not this browser's (HTTP 400). */
  oauthStateInvalid: 40060,
  /** WeChat / QQ login: the provider refused the code (used, expired, made up) (HTTP 400). */
  oauthCodeRefused: 40061,
  /** WeChat / QQ login: the bind ticket is unknown, used or expired (HTTP 400). */
  oauthBindTicketInvalid: 40062,
  /** The WeChat / QQ account is already bound to an account (HTTP 400). */
  oauthAlreadyBound: 40063,
  /** The phone's account is already bound to another WeChat / QQ account (HTTP 400). */
  oauthAccountTaken: 40064,
  /** A second trial of the same service by the same account (HTTP 400, docs/api.md "Orders and payments"). */
  trialUsed: 40070,
  /** The service, or that server type and duration unit of it, is not offered online (HTTP 400). */
  planNotOffered: 40071,
  /** The hardware product has no online price: sold through sales only (HTTP 400). */
  hardwareNotForSale: 40072,
  /** `addressId` is not one of the user's delivery addresses (HTTP 400). */
  orderAddressNotFound: 40073,
  /** The service account to renew or expand is not one of the user's (HTTP 400). */
  orderAccountNotFound: 40074,
  /** Renewal of a service account that waits for manual activation: nothing to extend yet (HTTP 400). */
  accountNotActivated: 40075,
  /** An order number that does not exist or is not the user's (HTTP 404, docs/api.md "Orders and payments"). */
  orderNotFound: 40401,
  /** A status move that docs/api.md "Order states" does not allow (HTTP 409; orders/transitions.ts). */
  transitionRefused: 40900,
  /** Payment: no such service / redemption code (HTTP 400, docs/api.md "Payments"). */
  payCodeInvalid: 40080,
  /** Payment: the code was used already (HTTP 400). */
  payCodeUsed: 40081,
  /** Payment: the code is past its expiry (HTTP 400). */
  payCodeExpired: 40082,
  /** Payment: the code does not fit the order (service, plan, accounts, face value) (HTTP 400). */
  payCodeMismatch: 40083,
  /** Payment: the balance does not cover the amount; the `msg` names the balance (HTTP 400). */
  balanceInsufficient: 40084,
  /** Payment notify: the signature is missing or wrong, or the body malformed (HTTP 400). */
  notifySignatureInvalid: 40085,
  /** Payment notify: the amount or trade differs from the payment's (HTTP 400). */
  notifyMismatch: 40086,
  /** Alipay / WeChat pay is not available (no gateway, or it cannot be reached) (HTTP 503). */
  paymentUnavailable: 50301,
  /** WeChat / QQ login is not configured, or the provider cannot be reached (HTTP 503). */
  oauthUnavailable: 50300,
  /** The database cannot be reached (PostgreSQL down or restarting, SQLite locked) (HTTP 503). */
  databaseUnavailable: 50302,
  serverError: 50000,
} as const;
