import { registerStrings, t } from '../../src/i18n.ts';
import { Modal, openDialog } from '../../src/ui/modal.tsx';
import { strings } from './strings.ts';

registerStrings(strings);

/**
 * The full image in the shared modal dialog: focus moves into it, Esc closes, focus returns to the opener.
 * Its zoom-in plays only without prefers-reduced-motion (image-view.css).
 */
export function openImage(src: string, alt: string): Promise<void> {
	return openDialog((close) => (
		<Modal label={alt || t('image-view.label')} className="vetrina-image-view" onClose={close}>
			<img className="vetrina-image-view__image" src={src} alt={alt} />
		</Modal>
	));
}
