/** What the form's widgets and templates read besides their own props: the problems by field, the link targets. */
import { createContext, useContext } from 'react';

export interface FormExtras {
  /** Problems by the data path of their field, written as a JSON pointer inside the form's value ("/items/1/answer"). */
  problemsAt: (pointer: string) => string[];
  /** What a link may point to: routes, routes with anchors, "{links.NAME}". */
  linkTargets: string[];
}

export const FormExtrasContext = createContext<FormExtras>({ problemsAt: () => [], linkTargets: [] });

export const useFormExtras = () => useContext(FormExtrasContext);

export const pointerOf = (path: readonly (string | number)[]) => path.map((step) => `/${String(step).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
