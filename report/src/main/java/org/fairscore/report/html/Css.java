package org.fairscore.report.html;

/** The page's one inline style sheet: screen and print. */
final class Css {
    private Css() {
    }

    static final String STYLE = """
            :root{--ink:#1c2430;--muted:#5a6473;--rule:#dde2e8;--soft:#f3f5f8;--accent:#0b4f8a;--bad:#a3261a;--good:#1d6b35}
            *{box-sizing:border-box}
            html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
            body{margin:0;color:var(--ink);background:#eef1f5;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,\
            "Helvetica Neue",Arial,"DejaVu Sans",sans-serif;font-variant-numeric:tabular-nums}
            .wrap{max-width:1200px;margin:0 auto;padding:0 28px}
            header{background:#13263d;color:#fff;padding:22px 0 14px}
            header .kicker{margin:0;font-size:12px;letter-spacing:.08em;text-transform:uppercase;color:#9fb4cc}
            header h1{margin:4px 0 4px;font-size:26px;font-weight:650}
            header .lede{margin:0 0 12px;color:#d5e0ec}
            nav ol{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px 8px;counter-reset:n}
            nav li{counter-increment:n}
            nav a{display:inline-block;padding:3px 10px;border:1px solid #3d5876;border-radius:14px;color:#e6eef7;\
            text-decoration:none;font-size:13px}
            nav a::before{content:counter(n) ". ";color:#9fb4cc}
            section.report-section{background:#fff;border:1px solid var(--rule);border-radius:8px;margin:18px 0;\
            padding:6px 24px 18px}
            h2{font-size:19px;margin:12px 0 10px;padding-bottom:6px;border-bottom:2px solid var(--ink);font-weight:650}
            h2 .num{display:inline-block;min-width:1.6em;color:var(--accent)}
            h3{font-size:15px;margin:16px 0 6px;font-weight:650}
            p{margin:6px 0}
            .muted,figcaption,.note{color:var(--muted)}
            figcaption,.note{font-size:12.5px}
            figure{margin:8px 0;break-inside:avoid}
            table{border-collapse:collapse;margin:6px 0 10px;font-size:13px}
            th,td{padding:4px 9px;border-bottom:1px solid var(--rule);text-align:right;vertical-align:top}
            th{background:var(--soft);font-weight:600;border-bottom:1px solid #c5ccd6}
            th.l,td.l{text-align:left}
            td{white-space:nowrap}
            td.l{white-space:normal}
            .val{white-space:nowrap;margin-left:6px;font-weight:600}
            td.worst{font-weight:700}
            .sub{display:block;color:var(--muted);font-size:11.5px}
            .table-scroll{overflow-x:auto}
            dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:3px 18px;margin:8px 0 4px}
            dl.facts dt{color:var(--muted)}
            dl.facts dd{margin:0;overflow-wrap:anywhere}
            dl.methods dt{font-weight:600;margin-top:8px}
            dl.methods dd{margin:2px 0 0 0;overflow-wrap:anywhere}
            .swatch{display:inline-block;width:11px;height:11px;border-radius:2px;margin-right:6px;vertical-align:-1px}
            .legend{display:flex;flex-wrap:wrap;gap:4px 18px;margin:4px 0 6px;font-size:13px}
            .grid2{display:grid;grid-template-columns:repeat(auto-fit,minmax(520px,1fr));gap:10px 22px}
            .grid3{display:grid;grid-template-columns:repeat(auto-fill,minmax(350px,1fr));gap:10px 18px}
            .card{border:1px solid var(--rule);border-radius:6px;padding:8px 12px;break-inside:avoid}
            .card h3{margin:2px 0 4px}
            .op-card{display:grid;grid-template-columns:520px minmax(0,1fr);gap:0 22px;align-items:start;margin:12px 0}
            .op-card .op-head{grid-column:1/-1}
            .op-table{font-size:12.5px}
            td.ci{white-space:normal;min-width:7em}
            .badge{display:inline-block;padding:1px 8px;border-radius:10px;font-size:12px;font-weight:700}
            .pass{background:#e2f3e7;color:var(--good)}
            .fail{background:#fbe3df;color:var(--bad)}
            ul.warnings{margin:4px 0;padding-left:20px}
            ul.warnings li{margin:2px 0}
            ol.footnotes{font-size:12.5px;color:var(--muted);margin:2px 0 8px;padding-left:22px}
            sup{font-size:10px}
            svg{max-width:100%;height:auto;display:block}
            svg text{font-family:inherit;font-size:11.5px;fill:#2b3340}
            svg .tick text{fill:#4a5463}
            svg .axis-title{font-size:12.5px;fill:#1c2430}
            svg .panel-title{font-size:13px;font-weight:650;fill:#1c2430}
            svg .grid line{stroke:#e6e9ee;stroke-width:1}
            svg .frame{fill:none;stroke:#9aa3af;stroke-width:1}
            svg .curve{fill:none;stroke-width:2;stroke-linejoin:round}
            svg .threshold{stroke:#6b7280;stroke-width:1;stroke-dasharray:4 3}
            svg .threshold-label{font-size:10.5px;fill:#4b5563}
            svg .ref{stroke:#9aa3af;stroke-width:1;stroke-dasharray:2 3;fill:none}
            svg .target{stroke:#111;stroke-width:1.2;stroke-dasharray:5 3}
            svg .global{stroke:#6b7280;stroke-width:1.2;stroke-dasharray:1.5 2.5}
            svg .ci-cp{stroke:#111;stroke-width:1.4}
            svg .ci-boot{stroke:#b45309;stroke-width:1.4}
            svg .value{font-size:11px;fill:#1c2430}
            svg .genuine{fill-opacity:.28;stroke-width:1.4}
            svg .impostor{fill:#8a94a3;fill-opacity:.28;stroke:#5b6472;stroke-width:1.2}
            svg .cell-value{font-size:11px}
            svg .cell-value.on-dark{fill:#fff}
            svg .marker-number{font-size:10px;font-weight:700;fill:#fff}
            table.det-ops td{padding:2px 9px}
            .det-layout{display:grid;grid-template-columns:minmax(0,640px) minmax(260px,1fr);gap:10px 28px;align-items:start}
            th .sub{font-weight:400}
            #headline{border-left:4px solid var(--accent)}
            ul.headline{margin:6px 0;padding-left:20px;font-size:15px}
            ul.headline li{margin:4px 0}
            ul.headline li.headline-caveat,ul.headline li.headline-intervals{font-size:13.5px;color:var(--muted)}
            ul.headline a.figure{color:inherit;font-weight:600;text-decoration:underline dotted}
            ul.headline b.group{font-weight:600;white-space:nowrap}
            footer{color:var(--muted);font-size:12px;padding:4px 28px 28px}
            @page{size:A4;margin:14mm}
            @media print{body{background:#fff;font-size:11.5px}header{background:#fff;color:var(--ink);padding:0}\
            header .lede,header .kicker{color:var(--muted)}nav{display:none}section.report-section{border:none;\
            padding:0;margin:10px 0}.grid2,.grid3,.op-card{display:block}.card{margin:6px 0}}
            """;
}
