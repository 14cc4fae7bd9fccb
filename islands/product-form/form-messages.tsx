/** The form's messages under the add-to-cart bar: the quantity's step message and a failed add to cart. */
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { FormStore } from './form-state.ts';

export function FormMessages({ state, messageId }: { state: FormStore; messageId: string }): ReactNode {
	const stepError = useStore(state, (s) => s.stepError);
	const notice = useStore(state, (s) => s.notice);
	return (
		<>
			<p className="vetrina-pf-qty-error" id={messageId} role="alert" hidden={!stepError}>
				{stepError}
			</p>
			<p className="vetrina-pf-notice" hidden={!notice}>
				{notice}
			</p>
		</>
	);
}
