import { formatDate, formatDateTime } from "@/lib/format";

/**
 * How a seller sees one announcement (/ggDetails) or guide article (/operateGuide), and the content desk's
 * preview of it (app/staff/content/preview): one rendering for both, so staff see what sellers will. The
 * body is text, never HTML: React escapes it and the line breaks typed stay (docs/staff.md "Content desk").
 */
export function AnnouncementArticle({
  label,
  title,
  date,
  content,
}: {
  label: string;
  title: string;
  date: Date | string;
  content: string;
}) {
  return (
    <article className="card">
      <p className="text-xs text-brand">{label}</p>
      <h1 className="mt-1 text-lg font-bold">{title}</h1>
      <time className="text-xs text-slate-500">{formatDateTime(date)}</time>
      <div className="mt-4 whitespace-pre-line text-sm leading-relaxed">{content}</div>
    </article>
  );
}

export function GuideArticle({
  title,
  date,
  content,
}: {
  title: string;
  date: Date | string;
  content: string;
}) {
  return (
    <article className="card">
      <h2 className="text-lg font-bold">{title}</h2>
      <time className="text-xs text-slate-600">{formatDate(date)}</time>
      <div className="mt-4 whitespace-pre-line text-sm leading-relaxed">{content}</div>
    </article>
  );
}
