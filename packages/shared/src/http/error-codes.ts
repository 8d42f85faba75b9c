/**
 * Every refusal's stable `code`, sent beside the Spanish message in the error envelope
 * (`{ status, message, data, code }`). Clients decide on the code, never on the message's
 * words; the message is for people and may change with SPEC.md. The single list of codes: a
 * server `AppError` takes one of these keys. (No zod here: the web's entry bundle imports it.)
 */
export const ERROR_CODES = {
  // The request itself
  VALIDATION: 'A field failed its schema; `data.errors` lists `{ field, message }`',
  BAD_REQUEST: 'A request the server could not read (malformed URL, body or header)',
  INVALID_JSON: 'The body is not valid JSON',
  PAYLOAD_TOO_LARGE: 'The body or an upload is over its size limit',
  URI_TOO_LONG: 'A path parameter is over its length limit',
  UNSUPPORTED_MEDIA_TYPE: 'The body is of a content type the route does not take',
  NOT_ACCEPTABLE: 'The route cannot answer in a type the `Accept` header allows (the live stream)',
  ROUTE_NOT_FOUND: 'No API route answers this method and path',
  INTERNAL: 'Something failed on the server; `data.requestId` names it in the log',
  STORAGE_UNAVAILABLE:
    'The write could not be stored (disk full, I/O error, database locked or unreachable); try again later (`Retry-After`)',
  CONSTRAINT:
    "A database rule refused the write (a backstop behind the services' own checks, e.g. a negative paid)",
  // Who is asking
  UNAUTHORIZED: 'No live session (missing, expired or revoked token)',
  FORBIDDEN: 'The session may not do this (role, or a rule about whose account it is)',
  INVALID_CREDENTIALS: 'Wrong email or password',
  INACTIVE_USER: 'The account is deactivated',
  INVALID_TOKEN: 'A set-password link that is unknown, used or expired',
  INVALID_SIGNATURE: 'A webhook call whose signature is missing or does not match the app secret',
  RATE_LIMITED: 'Too many attempts; `data.retryAfterSeconds` says when to try again',
  // Records
  NOT_FOUND: 'The record does not exist or is in the trash',
  NOT_IN_TRASH: 'A restore of a record that is not in the trash',
  NAME_TAKEN: 'A live record of this kind already has that name',
  CODE_TAKEN: 'A live product, pack or material already has that code',
  EMAIL_TAKEN: 'An account already has that email',
  DOCUMENT_TAKEN: 'A live client already has that document number',
  IN_USE: 'Other live records still use this one, so it cannot be deleted',
  UNAVAILABLE: 'The input names a record that does not exist or is deleted',
  PARENT_IN_TRASH: 'A restore or change refused because a record this one belongs to is deleted',
  NOT_OF_RECORD: 'The input names a part (colour, size, item) of another record',
  INVALID_INPUT: 'The input breaks a rule the schema cannot check (e.g. a total over the limit)',
  REPEATED_ITEM: 'The input lists one material (or one size of it) twice',
  NO_SIZE:
    "A person's height falls in a gap of a product's size table or outside it, and no size is chosen",
  // Rules about accounts
  SELF_ACTION: 'A user may not deactivate, delete or change the role of their own account',
  LAST_DIRECTOR: 'The change would leave no active director',
  CLIENT_ACCOUNT: "The account is a client's access: it is managed from Gestión de Clientes",
  NO_ACCESS: 'The client has no account to send a link to',
  INACTIVE: 'A link cannot be sent to a deactivated account or client',
  // Orders
  STALE_VERSION: 'The record changed since it was read (`version`): reload and try again',
  STATUS_LOCKED: "The record's status does not allow this change",
  UNDO_EXPIRED:
    'A status change can be undone only by whoever made it, within a minute, as its last change',
  // Materials
  ALREADY_REVERSED: 'The stock movement has been reversed already',
  NOT_REVERSIBLE: 'The stock movement is itself a reversal, which cannot be reversed',
  HAS_STOCK: 'A material with stock left cannot be deleted',
  INSUFFICIENT_STOCK: 'The movement would leave less stock than there is, without a reason given',
  STOCK_TOO_LARGE: 'The movement would take the stock over its limit',
  NOTHING_REQUIRED: "The order's products have no bill of materials, so nothing is consumed",
  PIECE_TOO_LONG: "A cut plan's piece (with the waste) is longer than the table's marker limit",
  // Billing
  BILLING_INFO_INCOMPLETE:
    'Bills cannot be issued before Datos de facturación has a name and tax id',
  SERIES_STARTED: "A bill series' first number cannot change once a bill was issued in it",
  ALREADY_BILLED: 'The order has bills already, so a total bill cannot be issued',
  NOTHING_TO_BILL: "The order's total is billed already (or is zero)",
  ALREADY_DECIDED: 'The payment proof was approved or rejected already',
  AMOUNT_OVER_OWED: 'A payment proof is for more than its bill (or its order) still owes',
  OVERPAYMENT:
    'Approving the proof would pay more than is owed now: `data` has owedCents and excessCents; it may be approved as an overpayment with a reason',
  // WhatsApp
  REPLY_NOT_ALLOWED:
    'The client cannot be written to now (no consent, or outside the 24-hour window)',
  // Media
  FILE_TOO_LARGE: 'An uploaded file is over the size limit',
  TOO_MANY_FILES: 'More files than one upload may carry',
  FILE_TYPE_NOT_ALLOWED: 'An uploaded file is of a type that is not accepted (checked by content)',
  MALFORMED_UPLOAD: 'The upload is not a readable multipart form with files',
  ATTACHED_ELSEWHERE: 'The file belongs to another record',
  RANGE_NOT_SATISFIABLE: 'A byte range outside the file',
  // Limits
  TOO_MANY_PENDING:
    'Too many uploads of this kind still wait (to be sent, or decided by staff): that frees one',
  // Labels (issue 35)
  NO_PEOPLE: 'The order has no people (no roster), so it has no labels or packing list to print',
  // Production stages
  STAGE_COUNT_REFUSED:
    "A stage count would pass the order's pieces of that product and size or the previous stage's count, or a correction would go below zero or below the next stage's",
  // Deliveries
  ALREADY_DELIVERED: "The person's bag was handed over already (a second scan, or two at once)",
  // SIAT invoicing (issue 36)
  SIAT_NOT_CONFIGURED: 'The SIAT settings lack the NIT, the system code or the delegated token',
  SIAT_UNAVAILABLE: 'SIAT could not be reached, or refused the request: the message names the step',
  SIAT_CODES_MISSING: 'There is no valid CUIS or CUFD (or no legend): a sync with SIAT is needed',
  SIN_CODES_MISSING: 'A product of the bill lacks its SIN codes (activity, product, unit)',
  SIN_CODE_UNKNOWN: 'A SIN code is not in the synced catalogue',
  NIT_INVALID: "SIAT says the client's NIT is not valid (send nitException to issue anyway)",
  INVOICE_INVALID: "The factura's XML does not pass the SIN's XSD: the message has the errors",
  ANNUL_TOO_LATE: "The factura's annulment period is over (the message has the deadline)",
  IMPORT_UNREADABLE: 'An import file is neither a readable CSV nor an XLSX, or has no header row',
  IMPORT_TOO_MANY_ROWS: 'An import file has more rows than one import takes',
  IMPORT_UNDONE: 'The import was undone already',
  // Bulk actions (issue 38)
  BULK_REFUSED:
    'A bulk action was refused for some records (data.refused lists each with its code and message): nothing was changed',
  BULK_TOO_LARGE: 'A bulk action selected more records than one call may change (1,000)',
  BULK_NOT_AVAILABLE:
    'The action cannot be done in bulk in the current settings (facturas SIAT are issued one by one)',
  // Purchase orders (issue 39)
  OVER_RECEIPT:
    'A receipt would take a purchase order line past what was ordered (send allowOver to accept it)',
  SUPPLIER_NO_EMAIL: 'The supplier has no email to send the purchase order to',
  MAIL_NOT_CONFIGURED: 'Mail cannot be sent: the server has no SMTP_URL',
  MAIL_FAILED: 'The mail server refused or could not be reached: the message says why',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
