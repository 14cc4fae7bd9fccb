/**
 * Makes every heading of server content shown in a dialog an h3, under the dialog's own h2 (axe's
 * heading-order: VirtueMart prints h4 in its add-to-cart message, h5 in its terms), keeping its attributes.
 */
export function demoteHeadings(box: ParentNode): void {
	for (const heading of box.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
		const h3 = document.createElement('h3');
		for (const { name, value } of heading.attributes) h3.setAttribute(name, value);
		h3.append(...heading.childNodes);
		heading.replaceWith(h3);
	}
}
