import { createTheme, Drawer, Modal } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: 'Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  defaultRadius: 'sm',
  components: {
    Modal: Modal.extend({ styles: { title: { fontWeight: 600 } } }),
    Drawer: Drawer.extend({ styles: { title: { fontWeight: 600 } } }),
  },
});
