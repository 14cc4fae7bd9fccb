let last = 0;

/**
 * An id no other element of the page has, `{prefix}-{n}`: one counter for every id Vetrina makes up
 * (island roots' `useId` prefixes included), so two islands, or two copies of one, never repeat one.
 */
export const uniqueId = (prefix: string): string => `${prefix}-${++last}`;
