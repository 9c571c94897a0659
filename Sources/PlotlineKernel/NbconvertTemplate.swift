import Foundation

/// Plotline's nbconvert template, `plotline`: JupyterLab's HTML (and webpdf) export and nbconvert's Markdown
/// export, giving each chart's image the alt text and size in points the kernel sends as its metadata (the stock
/// `lab` template leaves out the alt text, `markdown` both). `plotline install` writes it beside the kernelspec, where
/// `jupyter nbconvert --template plotline` finds it; share/jupyter/nbconvert/templates/plotline is the same files.
public enum NbconvertTemplate {
    /// The template's name, as `jupyter nbconvert --template` takes it.
    public static let name = "plotline"

    /// The template's files, name to contents.
    public static let files: [String: String] = [
        "conf.json": #"""
        {
          "base_template": "lab",
          "mimetypes": {
            "text/html": true,
            "text/markdown": true,
            "application/pdf": true
          }
        }

        """#,
        "index.html.j2": #"""
        {#- Plotline's HTML and webpdf export: JupyterLab's, with each PNG's alt text from its output metadata, pages
            that print whole (long code lines wrap, a chart is not split across pages), and animated charts printed
            finished. -#}
        {%- extends 'lab/index.html.j2' -%}

        {%- block html_head_css -%}
        {{ super() }}
        <style>
        @page { margin: 14mm 12mm; }
        @media print {
          pre, .highlight pre, .jp-OutputArea-output pre { white-space: pre-wrap !important; overflow-wrap: anywhere; }
          .jp-InputArea-editor, .jp-OutputArea-output { overflow: visible !important; }
          .jp-OutputArea-output img, .jp-OutputArea-output svg { break-inside: avoid; max-width: 100%; height: auto; }
        }
        </style>
        <script>
        // An animated chart (an APNG) plays on screen; printed (webpdf prints as the page loads) it shows the
        // finished chart: its default image, which is the PNG without the animation's chunks.
        (function () {
          const stills = new Map();
          function still(source) {
            const prefix = "data:image/png;base64,";
            if (!source.startsWith(prefix)) return null;
            const bytes = Uint8Array.from(atob(source.slice(prefix.length)), (c) => c.charCodeAt(0));
            const kept = [bytes.subarray(0, 8)];
            let animated = false;
            for (let at = 8; at + 12 <= bytes.length;) {
              const length = ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
              const type = String.fromCharCode(bytes[at + 4], bytes[at + 5], bytes[at + 6], bytes[at + 7]);
              if (type === "acTL" || type === "fcTL" || type === "fdAT") animated = true;
              else kept.push(bytes.subarray(at, at + 12 + length));
              at += 12 + length;
            }
            if (!animated) return null;
            let text = "";
            for (const part of kept) for (let i = 0; i < part.length; i += 1) text += String.fromCharCode(part[i]);
            return prefix + btoa(text);
          }
          function showStills() {
            for (const image of document.querySelectorAll(".jp-OutputArea-output img")) {
              if (!stills.has(image)) stills.set(image, { animated: image.src, still: still(image.src) });
              const entry = stills.get(image);
              if (entry.still) image.src = entry.still;
            }
          }
          function showAnimations() {
            for (const [image, entry] of stills) image.src = entry.animated;
          }
          window.addEventListener("beforeprint", showStills);
          window.addEventListener("afterprint", showAnimations);
          document.addEventListener("DOMContentLoaded", () => {
            if (window.matchMedia("print").matches) showStills();
          });
        })();
        </script>
        {%- endblock html_head_css -%}

        {% block data_png scoped %}
        {%- set alt = output | get_metadata('alt', 'image/png') -%}
        {%- if alt -%}
        {{ super() | replace('<img ', '<img alt="' ~ (alt | escape_html) ~ '" ', 1) }}
        {%- else -%}
        {{ super() }}
        {%- endif -%}
        {% endblock data_png %}

        """#,
        "index.md.j2": #"""
        {#- Plotline's Markdown export: nbconvert's, with each PNG as an <img> of its size in points and its alt text. -#}
        {%- extends 'markdown/index.md.j2' -%}

        {% block data_png %}
        {%- set width = output | get_metadata('width', 'image/png') -%}
        {%- set height = output | get_metadata('height', 'image/png') -%}
        {%- set alt = output | get_metadata('alt', 'image/png') or 'png' -%}
        {%- if 'filenames' in output.metadata -%}
        {%- set source = output.metadata.filenames['image/png'] | path2url -%}
        {%- else -%}
        {%- set source = 'data:image/png;base64,' ~ output.data['image/png'] -%}
        {%- endif %}
        <img src="{{ source | escape_html }}" alt="{{ alt | escape_html }}"
        {%- if width is not none %} width="{{ width | escape_html }}"{% endif %}
        {%- if height is not none %} height="{{ height | escape_html }}"{% endif %}>
        {% endblock data_png %}

        """#,
    ]

    /// Writes the template into `dataDirectory/nbconvert/templates/plotline` and returns that directory.
    ///
    /// - Throws: `KernelSpecInstallerError.cannotWrite` when the directory cannot be written.
    @discardableResult
    public static func install(into dataDirectory: URL) throws -> URL {
        let directory = dataDirectory.appendingPathComponent("nbconvert/templates/\(name)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for (file, text) in files {
                try Data(text.utf8).write(to: directory.appendingPathComponent(file), options: .atomic)
            }
        } catch {
            throw KernelSpecInstallerError.cannotWrite(directory.path, reason: error.localizedDescription)
        }
        return directory
    }
}
