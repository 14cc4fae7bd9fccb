/**
 * Names the bootstrap and the core both write, kept here so that each bundle carries them without the
 * other's code.
 */

/** The DOM event the bus mirrors `event` as, for theme scripts (`Vetrina.on` listens to it). */
export const domEventName = (event: string): string => `vetrina:${event}`;

/**
 * The sessionStorage key a list add refused for a guest is handed over in, to the page a granted login
 * loads (src/login-opener.ts); the bootstrap wakes the list islands when it finds one.
 */
export const RESUMED_ADD_KEY = 'vetrina:after-login';
