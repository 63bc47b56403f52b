import type { CrashRound, CrashSeedResponse } from '@casino/contracts';
import { DEFAULT_HOUSE_EDGE_PERCENT, type OriginalGame } from '@casino/contracts/crash-math';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SubmitButton, TextField } from '../../../components/ui/form-field';
import { getFairnessPath, isHouseEdge, type CheckInput } from '../fairness-query';
import { useRoundCheck } from '../use-round-check';
import { normalizeRoundHash } from '../verifier';
import { CheckResult } from './check-result';
import { PanelHeading } from './panel-heading';

type RoundVerifierProps = {
  game: OriginalGame;
  seed: CrashSeedResponse | null;
  /** From the URL; the page remounts this form when the URL changes. */
  input: CheckInput;
};

type FieldErrors = { hash?: string; salt?: string; edge?: string };

/** The hash and the salt are hex strings: typed as they are, in a code font. */
const HEX_INPUT = {
  autoComplete: 'off',
  autoCapitalize: 'none',
  spellCheck: false,
  className: '[&_input]:font-mono [&_input]:text-xs',
} as const;

/**
 * The check form. Its values live in the URL (?game=&hash=, plus salt and edge only when they
 * differ from the game's), so a check can be shared and the crash page can link to one. Without
 * JavaScript it still submits as a GET form, though the check itself needs the browser.
 */
export function RoundVerifier({ game, seed, input }: RoundVerifierProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [hash, setHash] = useState(input.hash);
  const [salt, setSalt] = useState(input.salt);
  const [edge, setEdge] = useState(String(input.edge));
  // Malformed values from the URL are shown at once; typed ones on submit.
  const [errors, setErrors] = useState<FieldErrors>(() =>
    input.hash && !normalizeRoundHash(input.hash)
      ? { hash: t('fairness.verifier.hashInvalid') }
      : {},
  );
  const { state, stop } = useRoundCheck(input.request);

  // Links without a round fall back to the game's salt and edge: only other values go in.
  const gameDefaults = {
    salt: seed?.salt ?? '',
    edge: seed?.house_edge ?? DEFAULT_HOUSE_EDGE_PERCENT,
  };
  const getPath = (next: { hash: string; salt: string; edge: number; round?: CrashRound }) => {
    const defaults = next.round ? input.defaults : gameDefaults;
    return getFairnessPath(game, {
      hash: next.hash,
      round: next.round?.id,
      salt: next.salt !== defaults.salt ? next.salt : undefined,
      edge: next.edge !== defaults.edge ? next.edge : undefined,
    });
  };
  // The rounds before this one come from the same chain: the same salt and edge.
  const getPathFor = (next: string) => getPath({ hash: next, salt: input.salt, edge: input.edge });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const normalized = normalizeRoundHash(hash);
    const edgeValue = Number(edge);
    const next: FieldErrors = {
      hash: normalized ? undefined : t('fairness.verifier.hashInvalid'),
      salt: salt ? undefined : t('fairness.verifier.saltMissing'),
      edge:
        edge.trim() !== '' && isHouseEdge(edgeValue)
          ? undefined
          : t('fairness.verifier.edgeInvalid'),
    };
    setErrors(next);
    if (!normalized || next.salt || next.edge) return;
    // Same hash as the picked round: keep the round, so its recorded point is compared.
    const round = input.round?.hash === normalized ? input.round : undefined;
    const path = getPath({ hash: normalized, salt, edge: edgeValue, round });
    void navigate(path, { preventScrollReset: true });
  }

  return (
    <section
      id="fairness-verifier"
      aria-labelledby="fairness-verifier-heading"
      className="scroll-mt-20 space-y-5 rounded-2xl bg-ink-850 p-4 ring-1 ring-white/5 sm:p-5"
    >
      <PanelHeading
        id="fairness-verifier-heading"
        title={t('fairness.verifier.heading')}
        intro={t('fairness.verifier.intro')}
      />
      <form
        method="get"
        action="/fairness"
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
        data-testid="fairness-form"
      >
        <input type="hidden" name="game" value={game} />
        <TextField
          label={t('fairness.verifier.hash')}
          name="hash"
          value={hash}
          onChange={(event) => setHash(event.target.value)}
          error={errors.hash}
          hint={t('fairness.verifier.hashHint')}
          {...HEX_INPUT}
        />
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
          <TextField
            label={t('fairness.verifier.salt')}
            name="salt"
            value={salt}
            onChange={(event) => setSalt(event.target.value)}
            error={errors.salt}
            hint={seed?.salt ? t('fairness.verifier.saltHint') : undefined}
            {...HEX_INPUT}
          />
          <TextField
            label={t('fairness.verifier.edge')}
            name="edge"
            value={edge}
            onChange={(event) => setEdge(event.target.value)}
            error={errors.edge}
            inputMode="decimal"
            autoComplete="off"
          />
        </div>
        <SubmitButton size="md" className="w-full sm:w-auto">
          {t('fairness.verifier.submit')}
        </SubmitButton>
      </form>
      <CheckResult state={state} round={input.round} onStop={stop} getPathFor={getPathFor} />
    </section>
  );
}
