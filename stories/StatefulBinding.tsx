/**
 * Story-only state for form views: a container (Formik) owns field values in the app; in stories
 * this hook does, so typing works, and every change still reaches the story's `fn()` spy.
 */
import { useState } from 'react';

import type { FieldBinding } from '../src/components/primitives/FormField';

export function useStoryBinding(binding: FieldBinding): FieldBinding {
  const [value, setValue] = useState(binding.value);
  return {
    ...binding,
    value,
    onChange: (next) => {
      setValue(next);
      binding.onChange(next);
    },
  };
}
