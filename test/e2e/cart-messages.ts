/** The cart page's alert when its background update fails: what failed, then that the change was undone. */
export const CART_ERROR = "Si è verificato un errore durante l'aggiornamento del carrello.";
const NOT_SAVED = 'La modifica non è stata salvata: il carrello mostra ciò che contiene.';

export const cartFailure = (error = CART_ERROR): string => `${error} ${NOT_SAVED}`;
