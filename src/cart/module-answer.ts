/**
 * VirtueMart's `task=viewJS` answer (`VirtueMartCart::prepareAjaxData`), read as hostile data: only the
 * fields the module shows, each checked. `products` is an array, or an object when PHP's keys are not
 * 0…n-1 (`json_encode` of a sparse array).
 */
export interface CartModuleRow {
	/** Each field VirtueMart sends, as text or HTML, by the class of the element that shows it. */
	fields: Map<string, string>;
	quantity: number;
}

export interface CartModuleData {
	rows: CartModuleRow[];
	totalProduct: number;
	billTotal: string;
	totalProductTxt: string;
	cartShow: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');
const count = (value: unknown): number | null => {
	const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
	return Number.isFinite(n) && n >= 0 ? n : null;
};

function row(value: unknown): CartModuleRow | null {
	if (!isRecord(value)) return null;
	const quantity = count(value.quantity);
	if (quantity === null) return null;
	const fields = new Map<string, string>();
	// The keys become class names to look up (`getElementsByClassName`, never a selector): plain names only.
	for (const [key, field] of Object.entries(value))
		if (/^[A-Za-z_][\w-]*$/.test(key) && (typeof field === 'string' || typeof field === 'number')) fields.set(key, text(field));
	return { fields, quantity };
}

/** The answer, or null when it is not VirtueMart's shape (then nothing shown changes). */
export function readCartModule(answer: unknown): CartModuleData | null {
	if (!isRecord(answer)) return null;
	const list = Array.isArray(answer.products) ? answer.products : isRecord(answer.products) ? Object.values(answer.products) : null;
	const totalProduct = count(answer.totalProduct);
	if (!list || totalProduct === null) return null;
	const rows = list.map(row);
	if (rows.some((r) => r === null)) return null;
	return {
		rows: rows as CartModuleRow[],
		totalProduct,
		billTotal: text(answer.billTotal),
		totalProductTxt: text(answer.totalProductTxt),
		cartShow: text(answer.cart_show),
	};
}
