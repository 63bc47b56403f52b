import { Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ComingSoon } from '../components/ui/coming-soon';

const VARIANTS = ['crash', 'crashsw', 'crashbull'] as const;
type CrashVariant = (typeof VARIANTS)[number];

/** spec §2 /games/crash, /games/crashsw, /games/crashbull: the in-house crash games. */
export default function CrashPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const segment = pathname.split('/').filter(Boolean).pop();
  const variant: CrashVariant = VARIANTS.find((name) => name === segment) ?? 'crash';
  return (
    <ComingSoon
      icon={Rocket}
      eyebrow={t('pages.inHouse')}
      title={t(`pages.${variant}`)}
      preview="game"
    />
  );
}
