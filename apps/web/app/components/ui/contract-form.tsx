import { getFormProps, type FormMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import type { FormResult } from '../../lib/forms';
import { FormAlert } from './form-alert';

type ContractFormProps = {
  /** Conform's state of the form (lib/contract-form `useContractForm`). */
  form: FormMetadata;
  /** The action's last answer, said in the alert at the top of the form. */
  result?: FormResult;
  testId: string;
  className: string;
  /** `multipart/form-data` for a form that uploads a file. */
  encType?: 'multipart/form-data';
  children: ReactNode;
};

/** A page form that posts to its route's action, with the action's answer above its fields. */
export function ContractForm({
  form,
  result,
  testId,
  className,
  encType,
  children,
}: ContractFormProps) {
  return (
    <Form
      method="post"
      encType={encType}
      {...getFormProps(form)}
      data-testid={testId}
      className={className}
    >
      <FormAlert result={result} />
      {children}
    </Form>
  );
}
