#include "portrait_svg.h"

#include <QColor>
#include <QFile>
#include <QFileInfo>
#include <QXmlStreamReader>
#include <QStringList>
#include <QSvgRenderer>

#include <algorithm>
#include <array>
#include <cmath>

namespace parley::client {

namespace {

// Numbers in the SVG: one decimal is finer than a pixel at any size the portrait is shown.
QString n(double v) {
    return QString::number(v, 'f', 1);
}
QString hex(const QColor& c) {
    return c.name(QColor::HexRgb);
}
QColor mix(const QColor& a, const QColor& b, double t) {
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

// The same id always gives the same draws: FNV-1a over its UTF-8 and the salt, then SplitMix64.
// The salt is the one fixed choice of the whole mapping: with it the built-in partners come out
// as their stories describe them (Elena young, her hair long or pinned up; Marcus bearded; Sera in
// a captain's high collar).
constexpr quint64 kLookSalt = 167365;
struct Draws {
    quint64 s;
    explicit Draws(const QString& id, quint64 salt = kLookSalt) : s(1469598103934665603ull ^ salt) {
        for (const char c : id.toUtf8())
            s = (s ^ quint8(c)) * 1099511628211ull;
    }
    quint64 next() {
        quint64 z = (s += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    int pick(int count) { return int(next() % quint64(count)); }
    double unit() { return double(next() % 10000u) / 9999.0; }
};

// Who the partner is: everything that does not change with the mood.
struct Look {
    QColor skin, skinShadow, hair, hairLight, eyes, cloth, clothDark, trim;
    double halfWidth = 43; // of the face
    double browWeight = 4;
    int hairStyle = 0; // 0 swept back into a knot, 1 short with a side part, 2 long, 3 curls
    int collar = 0;    // 0 lapels, 1 a high collar with a clasp, 2 a wrapped scarf
    bool beard = false;
    bool earring = false;
};

Look lookOf(const QString& id, quint64 salt = kLookSalt) {
    static const std::array<std::pair<const char*, const char*>, 6> skins = {{
        {"#f1d3c0", "#d4a893"},
        {"#e6bd9c", "#c79678"},
        {"#d2a47a", "#b0825a"},
        {"#b98259", "#95623d"},
        {"#8f5c3e", "#6e4129"},
        {"#6a4231", "#4d2d1f"},
    }};
    static const std::array<const char*, 7> hairs = {"#231c1d", "#3a2820", "#5e3521", "#84391f",
                                                     "#9c7a4a", "#7d7774", "#4b4542"};
    static const std::array<const char*, 5> eyes = {"#5a3823", "#7a6535", "#4b7350", "#48698c",
                                                    "#66747e"};
    Draws d(id, salt);
    Look l;
    const auto& skin = skins[std::size_t(d.pick(int(skins.size())))];
    l.skin = QColor(skin.first);
    l.skinShadow = QColor(skin.second);
    l.hair = QColor(hairs[std::size_t(d.pick(int(hairs.size())))]);
    l.hairLight = mix(l.hair, QColor("#f2e6d0"), 0.28);
    l.eyes = QColor(eyes[std::size_t(d.pick(int(eyes.size())))]);
    // Clothes in a deep, muted colour of the id's own hue, with a lighter trim.
    const double hue = d.unit() * 360.0;
    l.cloth = QColor::fromHslF(float(hue / 360.0), 0.38f + float(d.unit()) * 0.17f,
                               0.27f + float(d.unit()) * 0.08f);
    l.clothDark = mix(l.cloth, QColor("#000000"), 0.35);
    l.trim = d.pick(3) == 0
                 ? QColor("#c9a45c")
                 : QColor::fromHslF(float(std::fmod(hue + 35.0, 360.0) / 360.0), 0.42f, 0.48f);
    l.halfWidth = 41.0 + d.unit() * 4.0;
    l.browWeight = 3.4 + d.unit() * 1.4;
    l.hairStyle = d.pick(4);
    l.collar = d.pick(3);
    l.beard = (l.hairStyle == 1 || l.hairStyle == 3) && d.pick(2) == 0;
    l.earring = !l.beard && d.pick(3) == 0;
    return l;
}

// How the partner feels: keyframes from the bottom of the ladder (at the edge) to the top
// (fully engaged), in between by the state's place on it.
struct Mood {
    double browInner, browOuter, eyeOpen, smile, mouthOpen, mouthWidth, blush, tilt, slump, gaze;
    QColor lightIn, lightOut;
};

Mood moodAt(double t) {
    // Desperate, Tense, Neutral, Open, Connected.
    static const std::array<Mood, 5> keys = {{
        {-7.0, 3.0, 1.12, 6.0, 2.6, 13.0, 0.00, -4.0, 3.0, 0.0, QColor("#4a2b45"),
         QColor("#160d1b")},
        {4.5, -1.5, 0.78, 2.5, 0.0, 13.0, 0.00, 0.0, 0.0, 2.6, QColor("#34465c"),
         QColor("#111820")},
        {0.0, 0.0, 1.00, 0.0, 0.0, 14.5, 0.10, 0.0, 0.0, 0.0, QColor("#3c5456"), QColor("#141e20")},
        {-2.0, -1.0, 1.00, -3.8, 0.0, 16.5, 0.24, 2.5, 0.0, 0.0, QColor("#6b5536"),
         QColor("#221a12")},
        {-3.0, -2.0, 0.82, -5.2, 3.2, 20.0, 0.38, 4.0, -1.0, 0.0, QColor("#7d5844"),
         QColor("#2a1916")},
    }};
    t = std::clamp(t, 0.0, 1.0) * double(keys.size() - 1);
    const std::size_t i = std::min(std::size_t(t), keys.size() - 2);
    const double f = t - double(i);
    const Mood& a = keys[i];
    const Mood& b = keys[i + 1];
    auto lerp = [f](double x, double y) { return x + (y - x) * f; };
    return {lerp(a.browInner, b.browInner), lerp(a.browOuter, b.browOuter),
            lerp(a.eyeOpen, b.eyeOpen),     lerp(a.smile, b.smile),
            lerp(a.mouthOpen, b.mouthOpen), lerp(a.mouthWidth, b.mouthWidth),
            lerp(a.blush, b.blush),         lerp(a.tilt, b.tilt),
            lerp(a.slump, b.slump),         lerp(a.gaze, b.gaze),
            mix(a.lightIn, b.lightIn, f),   mix(a.lightOut, b.lightOut, f)};
}

QString fill(const QColor& c, double opacity = 1.0) {
    QString s = QStringLiteral(" fill=\"%1\"").arg(hex(c));
    if (opacity < 1.0)
        s += QStringLiteral(" fill-opacity=\"%1\"").arg(QString::number(opacity, 'f', 2));
    return s;
}
QString stroke(const QColor& c, double width, double opacity = 1.0) {
    QString s = QStringLiteral(" fill=\"none\" stroke=\"%1\" stroke-width=\"%2\" "
                               "stroke-linecap=\"round\" stroke-linejoin=\"round\"")
                    .arg(hex(c), n(width));
    if (opacity < 1.0)
        s += QStringLiteral(" stroke-opacity=\"%1\"").arg(QString::number(opacity, 'f', 2));
    return s;
}
QString path(const QString& d, const QString& paint) {
    return QStringLiteral("<path d=\"%1\"%2/>\n").arg(d, paint);
}

// Hair behind the head and neck (long hair, a knot).
QString backHair(const Look& l) {
    const double w = l.halfWidth;
    if (l.hairStyle == 0)
        return QStringLiteral("<circle cx=\"100\" cy=\"39\" r=\"15\"%1/>\n").arg(fill(l.hair)) +
               path("M90 31 C95 27 105 27 110 31", stroke(l.hairLight, 1.4, 0.5));
    if (l.hairStyle != 2) return {};
    return path(
        QStringLiteral(
            "M%1 100 C%2 54 %3 30 100 30 C%4 30 %5 54 %6 100 C%7 130 %8 160 %9 182 "
            "C130 186 118 180 113 168 L87 168 C82 180 70 186 %10 182 C%11 160 %12 130 %1 100 Z")
            .arg(n(100 - w - 6), n(100 - w - 10), n(100 - w * 0.5), n(100 + w * 0.5),
                 n(100 + w + 10), n(100 + w + 6), n(100 + w + 10), n(100 + w + 14), n(100 + w + 8))
            .arg(n(100 - w - 8), n(100 - w - 14), n(100 - w - 10)),
        fill(l.hair));
}

QString frontHair(const Look& l, bool unkempt) {
    const double w = l.halfWidth;
    const double L = 100 - w, R = 100 + w;
    QString out;
    switch (l.hairStyle) {
    case 0: // swept back into the knot, a side part
        out += path(
            QStringLiteral("M%1 100 C%2 60 %3 38 100 38 C%4 38 %5 60 %6 100 C%7 80 %8 64 %9 60 "
                           "C110 56 92 58 84 62 C%10 68 %11 82 %1 100 Z")
                .arg(n(L - 1), n(L - 4), n(100 - w * 0.5), n(100 + w * 0.5), n(R + 4), n(R + 1),
                     n(R - 3), n(R - 10), n(R - 24))
                .arg(n(L + 8), n(L + 2)),
            fill(l.hair));
        out += path(QStringLiteral("M86 48 C100 42 116 44 %1 56 M80 54 C92 47 104 47 114 50")
                        .arg(n(R - 12)),
                    stroke(l.hairLight, 1.3, 0.45));
        break;
    case 1: // short, a side part
        out +=
            path(QStringLiteral("M%1 98 C%2 56 %3 34 104 35 C%4 36 %5 58 %6 98 C%7 84 %8 72 %9 66 "
                                "C120 62 96 66 76 58 C%10 66 %11 80 %1 98 Z")
                     .arg(n(L - 2), n(L - 5), n(100 - w * 0.4), n(100 + w * 0.7), n(R + 5),
                          n(R + 2), n(R), n(R - 3), n(R - 8))
                     .arg(n(L + 6), n(L + 1)),
                 fill(l.hair));
        out += path("M78 50 C92 42 112 40 128 48 M84 56 C98 50 114 50 126 56",
                    stroke(l.hairLight, 1.3, 0.4));
        break;
    case 2: // long, parted in the middle, framing the face
        out += path(
            QStringLiteral("M%1 124 C%2 64 %3 36 100 36 C%4 36 %5 64 %6 124 C%7 94 %8 70 %9 58 "
                           "C110 54 103 50 100 47 C97 50 90 54 %10 58 C%11 70 %12 94 %1 124 Z")
                .arg(n(L - 2), n(L - 6), n(100 - w * 0.5), n(100 + w * 0.5), n(R + 6), n(R + 2),
                     n(R - 2), n(R - 6), n(100 + w * 0.45))
                .arg(n(100 - w * 0.45), n(L + 6), n(L + 2)),
            fill(l.hair));
        out += path(QStringLiteral("M96 44 C88 50 %1 60 %2 78 M104 44 C112 50 %3 60 %4 78")
                        .arg(n(L + 12), n(L + 5), n(R - 12), n(R - 5)),
                    stroke(l.hairLight, 1.2, 0.3));
        break;
    default: { // close curls
        out +=
            path(QStringLiteral("M%1 96 C%2 60 %3 42 100 42 C%4 42 %5 60 %6 96 C%7 80 %8 70 %9 66 "
                                "C116 62 84 62 %10 66 C%11 70 %12 80 %1 96 Z")
                     .arg(n(L - 1), n(L - 3), n(100 - w * 0.6), n(100 + w * 0.6), n(R + 3),
                          n(R + 1), n(R - 2), n(R - 6), n(R - 14))
                     .arg(n(L + 14), n(L + 6), n(L + 2)),
                 fill(l.hair));
        for (int i = 0; i <= 8; ++i) {
            const double a = M_PI * (1.05 + 0.9 * i / 8.0);
            const double x = 100 + (w + 1) * std::cos(a);
            const double y = 80 + (w - 4) * std::sin(a);
            out += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"%3\"%4/>\n")
                       .arg(n(x), n(y), n(i % 2 ? 10.5 : 9.5), fill(l.hair));
            out += path(QStringLiteral("M%1 %2 a6 6 0 0 1 7 -2").arg(n(x - 4), n(y - 2)),
                        stroke(l.hairLight, 1.2, 0.4));
        }
        break;
    }
    }
    // At the edge, a few strands come loose.
    if (unkempt)
        out +=
            path(QStringLiteral("M%1 58 C%2 70 %3 78 %4 86 M%5 56 C%6 64 %7 74 %8 78")
                     .arg(n(100 - w * 0.3), n(100 - w * 0.45), n(100 - w * 0.35), n(100 - w * 0.5),
                          n(100 + w * 0.4), n(100 + w * 0.5), n(100 + w * 0.42), n(100 + w * 0.58)),
                 stroke(l.hair, 1.6));
    return out;
}

QString body(const Look& l) {
    QString out =
        path("M14 200 C18 174 46 162 78 158 L122 158 C154 162 182 174 186 200 Z", fill(l.cloth));
    out += path("M148 165 C166 172 182 184 186 200 L146 200 C150 188 150 176 148 165 Z",
                fill(l.clothDark, 0.55));
    out += path("M52 165 C40 172 24 182 18 200 L30 200 C34 186 42 174 52 165 Z",
                fill(QColor("#ffffff"), 0.06));
    switch (l.collar) {
    case 0: // lapels open on a V
        out += path("M86 158 L100 180 L114 158 Z", fill(l.skinShadow));
        out += path("M76 158 L100 192 L124 158 L114 158 L100 180 L86 158 Z", fill(l.trim));
        out += path("M100 192 L100 200", stroke(l.clothDark, 1.5, 0.8));
        break;
    case 1: // a high collar, closed with a clasp
        out +=
            path("M78 156 C84 170 116 170 122 156 L127 168 C118 180 82 180 73 168 Z", fill(l.trim));
        out += QStringLiteral("<circle cx=\"100\" cy=\"177\" r=\"4.2\" fill=\"#d9b66a\" "
                              "stroke=\"#7a5c25\" stroke-width=\"1\"/>\n");
        break;
    default: // a scarf wrapped at the throat
        out += path("M75 157 C86 176 114 176 125 157 C130 166 127 176 118 182 C106 189 94 189 82 "
                    "182 C73 176 70 166 75 157 Z",
                    fill(l.trim));
        out += path("M84 176 C94 181 106 181 116 176", stroke(l.clothDark, 1.4, 0.45));
        out += path("M108 182 L114 198 L104 196 Z", fill(l.trim));
        break;
    }
    return out;
}

QString eye(const Look& l, const Mood& m, double cx, bool left, bool smiling) {
    const double cy = 102, hw = 11;
    const double up = cy - 10.0 * m.eyeOpen;
    const double lo = smiling ? cy + 2.5 : cy + 6.5 * m.eyeOpen;
    const double outer = left ? cx - hw : cx + hw;
    const double inner = left ? cx + hw : cx - hw;
    const double gx = cx + m.gaze;
    const double gy = cy + 0.3 + (m.eyeOpen > 1.05 ? -1.0 : 0.0);
    QString out;
    out += path(QStringLiteral("M%1 %2 Q%3 %4 %5 %2 Q%3 %6 %1 %2 Z")
                    .arg(n(cx - hw), n(cy), n(cx), n(up), n(cx + hw), n(lo)),
                fill(QColor("#f4eee6")));
    out += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"5.6\"%3/>\n")
               .arg(n(gx), n(gy), fill(l.eyes));
    out += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"5.6\" fill=\"none\" stroke=\"#000000\" "
                          "stroke-opacity=\"0.35\" stroke-width=\"0.8\"/>\n")
               .arg(n(gx), n(gy));
    out += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"2.6\" fill=\"#1a1311\"/>\n")
               .arg(n(gx), n(gy));
    out += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"1.5\" fill=\"#ffffff\"/>\n")
               .arg(n(gx + 1.8), n(gy - 2.0));
    // The lids: skin laid over whatever of the iris lies outside the opening.
    out += path(QStringLiteral("M%1 %2 L%3 %2 Q%4 %5 %6 %2 L%7 %2 L%7 %8 L%1 %8 Z")
                    .arg(n(cx - hw - 3), n(cy), n(cx - hw), n(cx), n(up), n(cx + hw),
                         n(cx + hw + 3), n(cy - 13)),
                fill(l.skin));
    out += path(QStringLiteral("M%1 %2 L%3 %2 Q%4 %5 %6 %2 L%7 %2 L%7 %8 L%1 %8 Z")
                    .arg(n(cx - hw - 3), n(cy), n(cx - hw), n(cx), n(lo), n(cx + hw),
                         n(cx + hw + 3), n(cy + 10)),
                fill(l.skin));
    // Lash line with a flick at the outer corner, and a soft lower lid.
    out += path(QStringLiteral("M%1 %2 Q%3 %4 %5 %6 L%7 %8")
                    .arg(n(inner), n(cy + 0.5), n(cx), n(up - 0.6), n(outer), n(cy),
                         n(outer + (left ? -3 : 3)), n(cy - 2.4)),
                stroke(QColor("#2a1c18"), 2.3));
    out += path(QStringLiteral("M%1 %2 Q%3 %4 %5 %2")
                    .arg(n(cx - 9), n(cy + 0.8), n(cx), n(lo + 0.4), n(cx + 9)),
                stroke(l.skinShadow, smiling ? 1.6 : 1.0, smiling ? 0.9 : 0.6));
    // A heavy lid when guarded; a crease above the eye otherwise.
    out += path(QStringLiteral("M%1 %2 Q%3 %4 %5 %2")
                    .arg(n(cx - 9), n(up + 1.5), n(cx), n(up - 2.8), n(cx + 9)),
                stroke(l.skinShadow, 1.1, m.eyeOpen < 0.9 ? 0.8 : 0.4));
    return out;
}

QString brows(const Look& l, const Mood& m) {
    const QColor c = mix(l.hair, QColor("#000000"), 0.15);
    QString out;
    for (const int side : {-1, 1}) {
        const double inner = 100 + side * 8, outer = 100 + side * 29, mid = 100 + side * 19;
        const double yi = 88 + m.browInner, yo = 90 + m.browOuter;
        out += path(QStringLiteral("M%1 %2 Q%3 %4 %5 %6")
                        .arg(n(inner), n(yi), n(mid), n((yi + yo) / 2 - 4.5), n(outer), n(yo)),
                    stroke(c, l.browWeight));
    }
    // A crease between the brows when they draw together.
    if (m.browInner > 2)
        out += path("M97 90 L98 96 M103 90 L102 96",
                    stroke(l.skinShadow, 1.1, std::min(0.7, m.browInner / 7)));
    return out;
}

// A rounded curve between the mouth's corners whose centre lies at `y`: "C" and its two
// controls and end, going right (or left when `back`).
QString arc(double L, double R, double corner, double y, bool back = false) {
    const double hw = (R - L) / 2;
    const double c = (8 * y - 2 * corner) / 6; // a cubic's midpoint is (2 corner + 6 c) / 8
    if (back)
        return QStringLiteral(" C%1 %2 %3 %2 %4 %5")
            .arg(n(R - hw * 0.3), n(c), n(L + hw * 0.3), n(L), n(corner));
    return QStringLiteral(" C%1 %2 %3 %2 %4 %5")
        .arg(n(L + hw * 0.3), n(c), n(R - hw * 0.3), n(R), n(corner));
}
QString lens(double L, double R, double corner, double top, double bottom) {
    return QStringLiteral("M%1 %2").arg(n(L), n(corner)) + arc(L, R, corner, top) +
           arc(L, R, corner, bottom, true) + "Z";
}

QString mouth(const Look& l, const Mood& m) {
    const double hw = m.mouthWidth / 2, L = 100 - hw, R = 100 + hw;
    const double corner = 134 + m.smile;     // the corners: up in a smile, down in a frown
    const double part = 134 - m.smile * 0.3; // where the lips meet, at the centre
    const double gap = m.mouthOpen * 2.4;    // how far the mouth is open
    const QColor upperLip = mix(l.skinShadow, QColor("#9c4640"), 0.5);
    const QColor lowerLip = mix(l.skin, QColor("#c0645a"), 0.45);
    const QColor line = mix(l.skinShadow, QColor("#3d1a1a"), 0.6);
    QString out;
    // Lower lip first (under the opening), then the opening, then the upper lip over its edge.
    out += path(lens(L + 1.5, R - 1.5, corner + 0.4, part + gap, part + gap + 5.0),
                fill(lowerLip, 0.9));
    out += path(
        QStringLiteral("M%1 %2 Q100 %3 %4 %2")
            .arg(n(100 - hw * 0.35), n(part + gap + 2.4), n(part + gap + 3.4), n(100 + hw * 0.35)),
        stroke(QColor("#ffffff"), 1.0, 0.25));
    if (gap > 0.5) {
        out += path(lens(L, R, corner, part, part + gap), fill(QColor("#4a2023")));
        if (m.smile < 0) // a smile shows the teeth
            out += path(lens(L + 2.5, R - 2.5, corner + 0.6, part, part + gap * 0.45),
                        fill(QColor("#f3ede4")));
    }
    out += path(lens(L, R, corner, part - 3.4, part), fill(upperLip));
    out += path(QStringLiteral("M%1 %2").arg(n(L - 0.5), n(corner)) +
                    arc(L - 0.5, R + 0.5, corner, part),
                stroke(line, 1.5, 0.9));
    // At a broad smile, the lines at the corners.
    if (m.smile < -3)
        out += path(QStringLiteral("M%1 %2 q-2.5 2.5 -1 6 M%3 %2 q2.5 2.5 1 6")
                        .arg(n(L - 2.5), n(corner - 1.5), n(R + 2.5)),
                    stroke(l.skinShadow, 1.2, 0.55));
    return out;
}

QString face(const Look& l, const Mood& m, double t) {
    const double w = l.halfWidth;
    const double L = 100 - w, R = 100 + w;
    QString out;
    // Ears, with an earring on some.
    for (const double x : {L + 1, R - 1}) {
        out += QStringLiteral("<ellipse cx=\"%1\" cy=\"104\" rx=\"6\" ry=\"10\"%2/>\n")
                   .arg(n(x), fill(l.skin));
        out += path(QStringLiteral("M%1 98 q%2 4 0 10").arg(n(x), n(x < 100 ? -2.5 : 2.5)),
                    stroke(l.skinShadow, 1.4, 0.8));
    }
    if (l.earring)
        out += QStringLiteral("<circle cx=\"%1\" cy=\"115\" r=\"2.3\" fill=\"#d9b66a\"/>\n")
                   .arg(n(L + 1));
    // The head, shaded on the far side and under the hairline.
    out += path(QStringLiteral("M100 46 C%1 46 %2 66 %2 96 C%2 124 %3 150 100 153 C%4 150 %5 124 "
                               "%5 96 C%5 66 %6 46 100 46 Z")
                    .arg(n(100 + w * 0.65), n(R), n(100 + w * 0.55), n(100 - w * 0.55), n(L),
                         n(100 - w * 0.65)),
                fill(l.skin));
    out += path(QStringLiteral("M%1 90 C%1 122 %2 150 100 153 C%3 146 %4 124 %5 94 Z")
                    .arg(n(R), n(100 + w * 0.55), n(100 + w * 0.5), n(R - 6), n(R - 4)),
                fill(l.skinShadow, 0.5));
    const bool smiling = m.smile < -6;
    out += eye(l, m, 81, true, smiling);
    out += eye(l, m, 119, false, smiling);
    // Cheeks: warm when the partner is warm, grey at the edge.
    const double blush = m.blush;
    if (blush > 0.01)
        for (const double x : {100 - w * 0.58, 100 + w * 0.58})
            out += QStringLiteral("<circle cx=\"%1\" cy=\"121\" r=\"11\" fill=\"url(#blush)\" "
                                  "fill-opacity=\"%2\"/>\n")
                       .arg(n(x), QString::number(blush, 'f', 2));
    // Tired eyes when guarded or at the edge.
    if (t < 0.4)
        for (const double cx : {81.0, 119.0})
            out += path(QStringLiteral("M%1 111 Q%2 114 %3 111").arg(n(cx - 7), n(cx), n(cx + 7)),
                        stroke(l.skinShadow, 1.2, 0.5));
    out += brows(l, m);
    // The nose: a shadowed side and the tip.
    out += path("M102 103 Q99 114 95 119 Q99 123 105 121", stroke(l.skinShadow, 1.8, 0.85));
    out += path("M95 119 Q97 117 99 118", stroke(l.skinShadow, 1.2, 0.6));
    if (l.beard) {
        out += path(QStringLiteral("M%1 108 C%2 140 88 158 100 158 C112 158 %3 140 %4 108 C%5 128 "
                                   "112 140 100 140 C88 140 %6 128 %1 108 Z")
                        .arg(n(L + 2), n(L + 4), n(R - 4), n(R - 2), n(R - 6), n(L + 6)),
                    fill(l.hair, 0.92));
        const double c = 128 + m.smile * 0.5;
        out += path(QStringLiteral("M%1 %2 C92 124.5 97 124 100 125.5 C103 124 108 124.5 %3 %2 "
                                   "C108 128.5 103 128 100 127.8 "
                                   "C97 128 92 128.5 %1 %2 Z")
                        .arg(n(88 - m.mouthWidth * 0.1), n(c), n(112 + m.mouthWidth * 0.1)),
                    fill(mix(l.hair, l.hairLight, 0.2)));
    }
    out += mouth(l, m);
    // At the edge, a tear.
    if (t < 0.125)
        out += path("M75 110 C72.5 115 72.5 118 75 119.5 C77.5 118 77.5 115 75 110 Z",
                    fill(QColor("#cfe9f7"), 0.9));
    return out;
}

} // namespace

QString portraitSvg(const QString& npcId, int level, int levels) {
    Look l = lookOf(npcId);
    const double t =
        levels > 1 ? double(std::clamp(level, 0, levels - 1)) / double(levels - 1) : 0.5;
    const Mood m = moodAt(t);
    // At the edge the colour drains from the face.
    if (t < 0.2) {
        const double pale = 0.22 * (1 - t / 0.2);
        l.skin = mix(l.skin, QColor("#a9b2c0"), pale);
        l.skinShadow = mix(l.skinShadow, QColor("#7d8798"), pale);
    }
    const QString headMove =
        QStringLiteral("rotate(%1 100 150) translate(0 %2)").arg(n(m.tilt), n(m.slump));
    QString svg = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"8 16 184 "
                                 "184\" width=\"184\" height=\"184\">\n");
    svg += QStringLiteral(
               "<defs>\n"
               "<radialGradient id=\"light\" cx=\"100\" cy=\"80\" r=\"130\" "
               "gradientUnits=\"userSpaceOnUse\">"
               "<stop offset=\"0\" stop-color=\"%1\"/><stop offset=\"1\" "
               "stop-color=\"%2\"/></radialGradient>\n"
               "<radialGradient id=\"blush\" cx=\"0.5\" cy=\"0.5\" r=\"0.5\">"
               "<stop offset=\"0\" stop-color=\"#e46f5e\" stop-opacity=\"1\"/>"
               "<stop offset=\"1\" stop-color=\"#e46f5e\" stop-opacity=\"0\"/></radialGradient>\n"
               "</defs>\n")
               .arg(hex(m.lightIn), hex(m.lightOut));
    svg += QStringLiteral("<rect width=\"200\" height=\"200\" fill=\"url(#light)\"/>\n");
    svg += body(l);
    svg += QStringLiteral("<g transform=\"%1\">\n").arg(headMove) + backHair(l) +
           QStringLiteral("</g>\n");
    // The neck, with the jaw's shadow on it.
    svg += path("M87 134 L87 161 C93 169 107 169 113 161 L113 134 Z", fill(l.skin));
    svg += path("M87 140 C94 153 106 153 113 140 L113 151 C106 160 94 160 87 151 Z",
                fill(l.skinShadow, 0.75));
    svg += QStringLiteral("<g transform=\"%1\">\n").arg(headMove) + face(l, m, t) +
           frontHair(l, t < 0.125) + QStringLiteral("</g>\n");
    svg += QStringLiteral("</svg>\n");
    return svg;
}

namespace {
// Whether `svg` draws only from itself: no reference to another file (an <image> or a <use> of a
// file or a URL, which QtSvg would open, and a named pipe there would hang the window before its
// first frame), and no entity left unresolved (an external one names a file; QXmlStreamReader
// reads none, and QtSvg should not either).
bool selfContained(const QByteArray& svg) {
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::EntityReference: return false;
        case QXmlStreamReader::StartElement:
            for (const QXmlStreamAttribute& a : xml.attributes()) {
                if (a.name() != QLatin1String("href")) continue;
                const QStringView ref = a.value().trimmed();
                if (!ref.startsWith(u'#') && !ref.startsWith(QLatin1String("data:"), Qt::CaseInsensitive)) return false;
            }
            break;
        default: break;
        }
    }
    return !xml.hasError();
}
} // namespace

QString portraitFile(const QString& path) {
    // A pack's portrait is a picture, not a book: a bigger file is not read. Only a regular file
    // is opened: opening a named pipe waits for a writer, for ever.
    constexpr qint64 maxBytes = 4 << 20;
    const QFileInfo info(path);
    if (!info.isFile() || info.size() > maxBytes) return {};
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QByteArray bytes = f.read(maxBytes);
    return selfContained(bytes) && QSvgRenderer(bytes).isValid() ? QString::fromUtf8(bytes) : QString();
}

} // namespace parley::client
