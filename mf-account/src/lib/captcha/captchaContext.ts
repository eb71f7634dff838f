import { createContext } from 'react';
import type { CaptchaProvider } from './types';

/** The captcha provider of the current page, set by `<CaptchaHost>`. */
export const CaptchaContext = createContext<CaptchaProvider | null>(null);
