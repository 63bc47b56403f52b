import { useNavigation } from 'react-router';

/**
 * True while a form of this page is being submitted (and while its redirect loads). With an
 * intent, only when the submission carries that intent (pages with several forms).
 */
export function usePendingForm(intent?: string): boolean {
  const navigation = useNavigation();
  if (navigation.state === 'idle' || !navigation.formMethod) return false;
  if (intent === undefined) return true;
  return navigation.formData?.get('intent') === intent;
}
