/** PHP templates often print byte-order marks or blank lines before the JSON, which JSON.parse refuses. */
const leadingNoise = /^[\uFEFF\s]+/;

export const stripLeadingNoise = (text: string): string => text.replace(leadingNoise, '');

/** Byte-order marks anywhere in server HTML render as stray characters: drop them all. */
export const stripBoms = (text: string): string => text.replace(/\uFEFF/g, '');
