/** The form as a normal submit sends it (URL-encoded): every successful control, then the clicked button. */
export function formBody(form: HTMLFormElement, submitter: HTMLButtonElement | HTMLInputElement | null): URLSearchParams {
	const body = new URLSearchParams();
	for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
	if (submitter?.name && !submitter.disabled) body.append(submitter.name, submitter.value);
	return body;
}
