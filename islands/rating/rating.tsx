import { t } from '../../src/i18n.ts';

export interface RatingProps {
	/** 0 to 5; null when the product has no rating yet. */
	score: number | null;
}

type Fill = 'full' | 'half' | 'empty';

/** Rounds to the nearest half star, as the theme's stars show it. */
export function starFills(score: number): Fill[] {
	const halves = Math.round(Math.min(5, Math.max(0, score)) * 2);
	return [1, 2, 3, 4, 5].map((star) => (halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty'));
}

const formatScore = (score: number) => (Math.round(score * 2) / 2).toLocaleString(document.documentElement.lang || 'it');

/** Read-only stars: one image for screen readers, a hint per star for pointer users. */
export function Rating({ score }: RatingProps) {
	if (score === null) return <span className="vetrina-rating vetrina-rating--none">{t('rating.none')}</span>;
	return (
		<span className="vetrina-rating" role="img" aria-label={t('rating.label', { score: formatScore(score) })}>
			{starFills(score).map((fill, index) => (
				<span
					key={index}
					className={`vetrina-star vetrina-star--${fill}`}
					title={t('rating.hint', { count: index + 1 })}
					aria-hidden="true"
				/>
			))}
		</span>
	);
}
