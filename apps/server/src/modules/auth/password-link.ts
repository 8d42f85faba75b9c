/**
 * A record with the set-password link that could not be mailed (null when it was mailed): the
 * answer carries it only then, and only to the staff member who acted on that account.
 */
export const withLink = <T extends object>(record: T, link: string | null) =>
  link ? { ...record, passwordLink: link } : record;
