import type { DeliveryReport } from '@fp/contracts';
import { useTranslation } from '../../../lib/i18n.tsx';

/** What the courier reported once delivered: the photo at the door, the note, the bags and kits left. */
export function DeliveryDetails({
  report,
  dateLabel,
  level = 4,
}: {
  report: DeliveryReport;
  dateLabel: string;
  /** The heading's level under the section that holds the details. */
  level?: 3 | 4;
}) {
  const { t } = useTranslation('account');
  const Title = level === 3 ? 'h3' : 'h4';
  return (
    <div className="flex flex-col gap-2">
      <Title className="font-sans text-base font-semibold">{t('card.details')}</Title>
      <p>{report.deliveredLabel}</p>
      {report.photoUrl && (
        // A fixed 4:3 box: the card keeps its height while the photo loads.
        <img
          src={report.photoUrl}
          alt={t('card.photoAlt', { date: dateLabel })}
          width={320}
          height={240}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full max-w-80 rounded-lg bg-sage-light object-cover"
        />
      )}
      {report.note && <p className="break-words">{t('card.note', { note: report.note })}</p>}
      {report.bagsLeft !== null && report.bagsLeft > 0 && <p>{t('card.bags', { count: report.bagsLeft })}</p>}
      {report.kitsLeft !== null && report.kitsLeft > 0 && <p>{t('card.kits', { count: report.kitsLeft })}</p>}
    </div>
  );
}
