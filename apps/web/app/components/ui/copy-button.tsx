import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from './button';

type CopyButtonProps = {
  text: string;
  label: string;
  copiedLabel: string;
  className?: string;
};

/** Copies `text` to the clipboard and says so for two seconds. */
export function CopyButton({ text, label, copiedLabel, className }: CopyButtonProps) {
  const [isCopied, setCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [isCopied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard permission (or an insecure origin): the text stays selectable.
    }
  }

  return (
    <Button variant="secondary" className={className} onClick={() => void copy()}>
      {isCopied ? (
        <Check className="size-4 text-brand-300" aria-hidden />
      ) : (
        <Copy className="size-4" aria-hidden />
      )}
      <span aria-live="polite">{isCopied ? copiedLabel : label}</span>
    </Button>
  );
}
