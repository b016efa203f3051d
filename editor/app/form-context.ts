/** What the form's widgets and templates read besides their own props: the problems by field. */
import { createContext, useContext } from 'react';
import { escapePointer } from '../../site/problems.ts';

export interface FormExtras {
  /** Problems by the data path of their field, written as a JSON pointer inside the form's value ("/items/1/answer"). */
  problemsAt: (pointer: string) => string[];
}

export const FormExtrasContext = createContext<FormExtras>({ problemsAt: () => [] });

export const useFormExtras = () => useContext(FormExtrasContext);

/** A data path as a JSON pointer: ["items", 1, "answer"] → "/items/1/answer". */
export const pointerOf = (path: readonly (string | number)[]) =>
  path.map((step) => `/${escapePointer(String(step))}`).join('');
