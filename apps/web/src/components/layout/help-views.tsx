import { type ComponentType, createContext, useContext } from 'react';

export type HelpViewProps = { opened: boolean; onClose: () => void };

/**
 * Views the help menu opens that belong to features. The app supplies them, so the layout (shared by every
 * feature) imports no feature; a view not supplied leaves its menu entry disabled.
 */
export type HelpViews = {
  supportedAssets?: ComponentType<HelpViewProps>;
  chainSynchronization?: ComponentType<HelpViewProps>;
};

const HelpViewsContext = createContext<HelpViews>({});

export const HelpViewsProvider = HelpViewsContext.Provider;

export function useHelpViews(): HelpViews {
  return useContext(HelpViewsContext);
}
