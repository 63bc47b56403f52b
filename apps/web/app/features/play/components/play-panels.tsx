import { Gamepad2, LoaderCircle, LogIn, MailCheck, RotateCw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ButtonLink, getButtonClass } from '../../../components/ui/button';
import { needsLogin, type LaunchFailure } from '../play-data';

/** A centred box over the frame's area (the game picture dimmed behind it). */
function FramePanel({
  testId,
  role,
  children,
}: {
  testId: string;
  role?: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <div
      data-testid={testId}
      role={role}
      className="absolute inset-0 grid place-items-center overflow-y-auto bg-ink-950/75 p-4 backdrop-blur-sm"
    >
      <div className="w-full max-w-sm space-y-3 text-center">{children}</div>
    </div>
  );
}

/** While the launch URL is on its way. */
export function LaunchLoading() {
  const { t } = useTranslation();
  return (
    <FramePanel testId="game-loading" role="status">
      <LoaderCircle className="mx-auto size-8 animate-spin text-brand-300" aria-hidden />
      <p className="text-sm font-medium text-mist-200">{t('play.loading')}</p>
    </FramePanel>
  );
}

function LoginLinks() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
      <ButtonLink to="/login" data-testid="game-login">
        <LogIn className="size-4" aria-hidden />
        {t('play.login')}
      </ButtonLink>
      <ButtonLink to="/register" variant="outline" data-testid="game-register">
        {t('play.register')}
      </ButtonLink>
    </div>
  );
}

/** A visitor facing a real-money launch (no demo, or they chose real). */
export function LoginToPlay({ name, onTryDemo }: { name: string; onTryDemo?: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <FramePanel testId="game-login-required">
      <section aria-labelledby={titleId} className="space-y-3">
        <span className="mx-auto grid size-11 place-items-center rounded-xl bg-brand-400/10 text-brand-300 ring-1 ring-brand-400/30">
          <Gamepad2 className="size-5" aria-hidden />
        </span>
        <h2 id={titleId} className="text-lg font-bold text-white">
          {t('play.loginTitle')}
        </h2>
        <p className="text-sm text-mist-300">{t('play.loginText', { name })}</p>
        <LoginLinks />
        {onTryDemo ? (
          <Button variant="ghost" size="sm" onClick={onTryDemo} data-testid="game-try-demo">
            {t('play.tryDemo')}
          </Button>
        ) : null}
      </section>
    </FramePanel>
  );
}

type LaunchErrorProps = {
  failure: LaunchFailure;
  onRetry: () => void;
  /** Offered when the game has a demo and the failed launch was a real one. */
  onTryDemo?: () => void;
};

/**
 * A launch the API refused: its own words (spec §8, already in the player's language), the way
 * out that fits the code, and a retry.
 */
export function LaunchError({ failure, onRetry, onTryDemo }: LaunchErrorProps) {
  const { t } = useTranslation();
  return (
    <FramePanel testId="game-launch-error" role="alert">
      <p className="text-base font-bold text-white">{t('play.errorTitle')}</p>
      <p data-testid="game-launch-error-message" className="text-sm text-rose-100">
        {failure.message}
      </p>
      {failure.code === 'EMAIL_NOT_VERIFIED' ? (
        <Link to="/email/resend" className={getButtonClass('primary', 'md')}>
          <MailCheck className="size-4" aria-hidden />
          {t('play.resend')}
        </Link>
      ) : null}
      {needsLogin(failure.code) ? <LoginLinks /> : null}
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" size="sm" onClick={onRetry} data-testid="game-retry">
          <RotateCw className="size-4" aria-hidden />
          {t('play.retry')}
        </Button>
        {onTryDemo ? (
          <Button variant="ghost" size="sm" onClick={onTryDemo} data-testid="game-try-demo">
            {t('play.tryDemo')}
          </Button>
        ) : null}
      </div>
    </FramePanel>
  );
}
