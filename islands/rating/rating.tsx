import { t } from '../../src/i18n.ts';

export interface RatingProps {
	/** 0 to 5; null when the product has no rating yet. */
	score: number | null;
	/** Show "Nessuna valutazione" when there is no score (the theme's own text is not there). */
	withText: boolean;
}

type Fill = 'full' | 'half' | 'empty';

/** Rounds to the nearest half star, as the theme's stars show it. */
export function starFills(score: number): Fill[] {
	const halves = Math.round(Math.min(5, Math.max(0, score)) * 2);
	return [1, 2, 3, 4, 5].map((star) => (halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty'));
}

export const formatScore = (score: number): string =>
	(Math.round(score * 2) / 2).toLocaleString(document.documentElement.lang || 'it');

/** Five stars, each with its hint ("1 Stelle" … "5 Stelle") for pointer users; the element is the image. */
export function Rating({ score, withText }: RatingProps) {
	return (
		<span className="vetrina-rating" aria-hidden="true">
			{starFills(score ?? 0).map((fill, index) => (
				<span key={index} className={`vetrina-star vetrina-star--${fill}`} title={t('rating.hint', { count: index + 1 })} />
			))}
			{score === null && withText ? <span className="vetrina-rating--none">{t('rating.none')}</span> : null}
		</span>
	);
}
