/** The page inside the quick-view frame (`quickview=1`): its variants send the parent page there. */
export const inQuickView = (win: Window = window): boolean => win !== win.parent && new URLSearchParams(win.location.search).get('quickview') === '1';

/** The parent window when it shares our origin: only then may we tell it where to go. */
export function sameOriginParent(win: Window = window): Window | null {
	try {
		return win.parent !== win && win.parent.location.origin === win.location.origin ? win.parent : null;
	} catch {
		return null;
	}
}
