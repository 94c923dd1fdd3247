import { useParams } from 'react-router';
import { ModelReport } from './components/model-report.tsx';

/** /pdf/case-report/:id — the case report. */
export default function CaseReportRoute() {
  return <ModelReport kind="case" id={useParams().id} />;
}
