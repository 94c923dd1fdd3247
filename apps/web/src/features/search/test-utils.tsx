export { renderWithRouter as renderSearch } from '../../test/render-with-router.tsx';
