import { pictograms, type PictogramId } from "./pictograms";
import { GAP, type WordPicture } from "./word-picture";

/**
 * Written for the game, one line per built-in word: the word, its pictogram, a sentence with a
 * gap. Words a teacher uploads have none; their rounds name the word instead.
 */
const wordPictureLines = `
Unglück | blackCat | Ein schwarzer Kater bringt kein ___.
Unsinn | thumbsDown | Das stimmt nicht, das ist doch ___!
Unfall | car | Auf der Kreuzung gab es einen ___ mit zwei Autos.
Unwetter | rain | Bei dem ___ bleiben wir lieber im Haus.
unklar | question | Die Aufgabe ist mir noch ___.
unsicher | question | Auf dem Eis fühlt sich Tim noch ___.
untreu | dog | Unser Hund bleibt immer bei uns, er ist nie ___.
unreif | greenApple | Der grüne Apfel ist noch ___.
Urwald | tree | Im ___ leben bunte Papageien.
Urzeit | mountain | In der ___ lebten die Dinosaurier.
uralt | tree | Die Eiche im Park ist ___.
Vorname | person | Mein ___ ist Lena.
Nachname | person | Lenas ___ ist Müller.
Vorteil | thumbsUp | Ein ___ des Fahrrads: Es braucht kein Benzin.
Nachteil | thumbsDown | Ein ___ des Regens: Wir werden nass.
Vormittag | sun | Am ___ sind die Kinder in der Schule.
Nachmittag | sun | Am ___ spielen wir im Park.
Vorspeise | plate | Als ___ gibt es eine Suppe.
Nachspeise | cake | Als ___ essen wir Eis.
Erfolg | thumbsUp | Das Konzert war ein großer ___.
Besuch | people | Am Sonntag bekommen wir ___ von Oma.
Versuch | bulb | Der erste ___ ging schief, der zweite klappt.
Verkauf | coin | Der ___ der alten Spielsachen bringt zehn Euro.
Einkauf | bag | Nach dem ___ ist die Tasche schwer.
Ausgang | door | Der ___ ist hinten links.
Eingang | door | Wir treffen uns am ___ der Schule.
Anfang | book | Am ___ der Geschichte ist der Drache noch klein.
Abfahrt | train | Die ___ des Zuges ist um acht Uhr.
Ankunft | train | Nach der ___ holt Papa uns vom Bahnhof ab.
Umweg | road | Wegen der Baustelle machen wir einen ___.
Zerfall | house | Das alte Haus ist dem ___ nahe.
Freiheit | bird | Der Vogel fliegt aus dem Käfig in die ___.
Krankheit | hospital | Nach der ___ geht Mia wieder zur Schule.
Schönheit | flower | Die ___ der Blumen freut uns.
Wahrheit | speech | Sag mir bitte die ___.
Kindheit | child | In ihrer ___ wohnte Oma auf dem Land.
Klarheit | bulb | Das Gespräch bringt endlich ___.
Sicherheit | lock | Zur ___ trage ich einen Helm.
Dummheit | wrong | Das war eine ___, es tut mir leid.
Sauberkeit | broom | Im Krankenhaus ist ___ wichtig.
Heiterkeit | happy | Der Witz sorgt für ___.
Eitelkeit | eye | Aus ___ schaut er dauernd in den Spiegel.
Übung | pen | Die letzte ___ im Heft ist schwer.
Lösung | bulb | Endlich hat Ben die ___ gefunden.
Wohnung | house | Unsere ___ liegt im dritten Stock.
Heizung | fire | Im Winter ist die ___ an.
Landung | plane | Das Flugzeug setzt zur ___ an.
Zahlung | coin | Die ___ an der Kasse geht schnell.
Bildung | book | Gute ___ ist wichtig für alle Kinder.
Werbung | phone | Vor dem Film läuft ___.
Sendung | phone | Die ___ für Kinder beginnt um sechs Uhr.
Prüfung | pen | Morgen schreiben wir eine ___ in Mathe.
Rechnung | coin | Der Kellner bringt die ___.
Meinung | speech | Jeder darf seine ___ sagen.
Warnung | wind | Im Radio kommt eine ___ vor dem Sturm.
Leitung | water | Das Wasser kommt aus der ___.
freundlich | happy | Die Verkäuferin ist sehr ___.
glücklich | happy | Mit dem neuen Hund ist Paul ___.
herzlich | heart | Wir wurden ___ begrüßt.
ehrlich | speech | Sei ___ und sag die Wahrheit.
fröhlich | happy | Die Kinder sind ___ und singen.
möglich | check | Ist es ___, dass du morgen kommst?
schriftlich | pen | Die Hausaufgabe machen wir ___.
mündlich | speech | Die Prüfung ist nicht schriftlich, sondern ___.
täglich | calendar | Ich putze mir ___ die Zähne.
ängstlich | cat | Bei Gewitter ist die Katze ___.
natürlich | check | Kommst du mit? – ___ komme ich mit!
essbar | apple | Diese Pilze sind nicht ___.
trinkbar | bottle | Das Wasser aus dem Bach ist nicht ___.
lesbar | glasses | Deine Schrift ist gut ___.
machbar | check | Die Aufgabe ist schwer, aber ___.
dankbar | heart | Ich bin dir sehr ___ für deine Hilfe.
sichtbar | eye | Bei Nebel ist der Turm kaum ___.
waschbar | water | Die Jacke ist bei dreißig Grad ___.
brauchbar | hammer | Der alte Hammer ist noch ___.
lustig | happy | Der Clown ist sehr ___.
sonnig | sun | Heute ist es warm und ___.
windig | wind | Am Meer ist es oft ___.
eisig | snow | Der Wind ist heute ___ kalt.
salzig | salt | Das Meerwasser schmeckt ___.
schmutzig | broom | Nach dem Fußball sind die Schuhe ___.
durstig | bottle | Nach dem Laufen bin ich ___.
mutig | star | Der kleine Ritter ist sehr ___.
fleißig | pen | Anna lernt jeden Tag, sie ist ___.
ruhig | bed | Nachts ist es im Dorf ganz ___.
farbig | brush | Die Bilder im Buch sind ___.
blutig | hospital | Nach dem Sturz ist das Knie ___.
eilig | clock | Ich habe es ___, der Bus kommt gleich.
kindisch | child | Sei nicht so ___, du bist schon groß!
tierisch | dog | Im Zoo riecht es ___.
neidisch | sad | Tom ist ___ auf das neue Fahrrad seiner Schwester.
launisch | rain | Das Wetter im April ist ___.
modisch | jacket | Die neue Jacke ist sehr ___.
hilflos | question | Ohne Karte ist der Wanderer ___.
sinnlos | rain | Bei Regen den Rasen zu gießen ist ___.
farblos | water | Wasser ist klar und ___.
herzlos | heart | Der Riese im Märchen ist kalt und ___.
schlaflos | bed | Vor der Reise lag ich ___ im Bett.
zahnlos | tooth | Das Baby lacht ___.
langsam | snail | Die Schnecke kriecht ___.
einsam | person | Ohne Freunde fühlt man sich ___.
sparsam | coin | Wer ___ ist, hat am Ende Geld übrig.
Lehrer | person | Der ___ schreibt an die Tafel.
Spieler | ball | Jeder ___ bekommt ein Trikot.
Fahrer | tram | Der ___ hält den Bus an.
Maler | brush | Der ___ streicht die Wand gelb.
Leser | book | Das Buch hat viele ___.
Schwimmer | water | Der ___ springt ins Becken.
Bäcker | bread | Der ___ backt frische Brötchen.
Läufer | road | Der schnellste ___ gewinnt das Rennen.
Käufer | bag | Der ___ bezahlt an der Kasse.
Arbeiter | hammer | Der ___ baut eine Mauer.
Sänger | music | Der ___ singt ein Lied.
Schüler | book | Jeder ___ hat ein Heft.
Häuschen | house | Im Garten steht ein kleines ___.
Kätzchen | cat | Das ___ spielt mit der Wolle.
Bäumchen | tree | Wir pflanzen ein ___.
Brötchen | bread | Zum Frühstück esse ich ein ___.
Blümchen | flower | Auf der Wiese wächst ein ___.
Tischlein | table | Im Märchen heißt es: „___, deck dich!“
Büchlein | book | Im ___ stehen kleine Gedichte.
Freundschaft | heart | Unsere ___ hält schon viele Jahre.
Mannschaft | ball | Unsere ___ hat das Spiel gewonnen.
Landschaft | mountain | Die ___ in den Bergen ist schön.
Nachbarschaft | house | In unserer ___ wohnen viele Kinder.
Wirtschaft | coin | In der Zeitung steht viel über die ___.
Eigenschaft | star | Mut ist eine gute ___.
Zeugnis | star | Am Ende des Schuljahres gibt es ein ___.
Geheimnis | lock | Das ist ein ___, verrate es niemandem!
Hindernis | road | Das Pferd springt über das ___.
Reichtum | coin | Der König hat großen ___.
Irrtum | wrong | Das war ein ___, ich habe mich vertan.
Wachstum | sprout | Die Pflanze braucht Licht für ihr ___.
Eigentum | key | Das Fahrrad ist mein ___.
Freundin | people | Meine beste ___ heißt Sara.
Ärztin | hospital | Die ___ hört mein Herz ab.
Königin | crown | Die ___ trägt eine Krone.
Köchin | plate | Die ___ kocht eine Suppe.
Nachbarin | house | Unsere ___ gießt die Blumen.
Kollegin | people | Mama fährt mit ihrer ___ zur Arbeit.
Lehrling | hammer | Der ___ lernt das Handwerk in der Werkstatt.
Liebling | heart | Der kleine Hund ist unser ___.
Frühling | flower | Im ___ blühen die Tulpen.
Feigling | sad | Ich traue mich doch, ich bin kein ___!
Flüchtling | people | Der ___ hat bei uns eine neue Heimat gefunden.
Kinder | child | Die ___ spielen im Hof.
Bilder | brush | An der Wand hängen bunte ___.
Bücher | book | Im Regal stehen viele ___.
Häuser | house | In der Straße stehen alte ___.
Tage | calendar | Eine Woche hat sieben ___.
Hunde | dog | Zwei ___ laufen über die Wiese.
Tische | table | Im Klassenzimmer stehen zwanzig ___.
Schuhe | shoe | Meine ___ sind zu klein geworden.
Frauen | people | Drei ___ warten an der Haltestelle.
Autos | car | Auf dem Parkplatz stehen viele ___.
Omas | people | Beide ___ kommen zum Geburtstag.
Blumen | flower | Wir pflücken ___ für Mama.
Katzen | cat | Die ___ schlafen auf dem Sofa.
spielen | ball | Die Kinder ___ im Garten.
lernen | book | Wir ___ heute das Einmaleins.
kaufen | bag | Wir ___ Brot beim Bäcker.
lachen | happy | Über den Witz ___ alle.
wohnen | house | Wir ___ in einem gelben Haus.
malen | brush | Die Kinder ___ ein Bild.
schneller | car | Das Auto ist ___ als das Fahrrad.
kleiner | cat | Die Katze ist ___ als der Hund.
älter | person | Mein Bruder ist zwei Jahre ___ als ich.
größer | tree | Der Baum ist ___ als das Haus.
der Tisch | table | ___ hat vier Beine.
die Sonne | sun | ___ scheint hell am Himmel.
das Haus | house | ___ hat ein rotes Dach.
der Hund | dog | ___ bellt laut.
die Katze | cat | ___ trinkt Milch.
das Buch | book | ___ liegt auf dem Tisch.
der Apfel | apple | ___ ist rot und süß.
die Blume | flower | ___ duftet gut.
das Kind | child | ___ spielt mit dem Ball.
Haustür | door | Bitte schließ die ___ ab.
Haustier | cat | Unser ___ ist eine Katze.
Hausschuh | shoe | Ein ___ liegt unter dem Bett.
Fußball | ball | Nach der Schule spielen wir ___.
Handschuh | jacket | Mir fehlt ein ___, meine Hand ist kalt.
Fahrrad | bike | Ich fahre mit dem ___ zur Schule.
Kühlschrank | bottle | Die Milch steht im ___.
Bahnhof | train | Der Zug hält am ___.
Apfelbaum | tree | Im Garten steht ein ___.
Apfelsaft | bottle | Ich trinke gern ___.
Wasserflasche | bottle | Die ___ ist leer.
Regenschirm | umbrella | Bei Regen nehme ich den ___ mit.
Schneemann | snow | Der ___ hat eine Karottennase.
Winterjacke | jacket | Zieh deine ___ an, es ist kalt!
Schlafzimmer | bed | Im ___ steht mein Bett.
Wohnzimmer | house | Im ___ sitzen wir auf dem Sofa.
Schreibtisch | table | Am ___ mache ich meine Hausaufgaben.
Spielplatz | ball | Auf dem ___ gibt es eine Rutsche.
Spielzeug | gift | Das ___ liegt überall im Zimmer.
Schulhof | people | In der Pause spielen wir auf dem ___.
Schultasche | bag | In der ___ sind meine Hefte.
Zahnbürste | tooth | Meine ___ ist blau.
Zahnarzt | tooth | Der ___ schaut sich meine Zähne an.
Esstisch | table | Das Essen steht auf dem ___.
Frühstück | cup | Zum ___ gibt es Müsli.
Tischbein | table | Ein ___ ist kaputt, der Tisch wackelt.
Sonntag | calendar | Am ___ schlafen wir lange.
Rindfleisch | plate | Zum Mittag gibt es ___ mit Kartoffeln.
ich spiele | ball | ___ gern Fußball.
du spielst | music | ___ so schön Klavier!
er spielt | ball | ___ jeden Tag im Garten.
wir spielen | ball | ___ zusammen Verstecken.
ihr spielt | ball | ___ in der Pause Fangen.
ich lerne | book | ___ jeden Tag neue Wörter.
du lernst | book | ___ schon Englisch.
sie lernt | book | ___ für die Prüfung.
du kaufst | bag | ___ Milch und Brot.
er lacht | happy | ___ über den Witz.
wir wohnen | house | ___ in Berlin.
ihr malt | brush | ___ ein großes Bild.
es regnet | rain | Nimm den Schirm mit, ___!
Geburtstag | cake | Zum ___ gibt es Kuchen.
Sonnenschein | sun | Bei ___ gehen wir ins Freibad.
Sonnenbrille | glasses | Im Sommer trage ich eine ___.
Blumentopf | flower | Die Tulpe steht im ___.
Hundehütte | dog | Der Hund schläft in der ___.
Hundefutter | dog | Wir kaufen ___ für Bello.
Katzenfutter | cat | Die Katze frisst ihr ___.
Kindergarten | child | Meine kleine Schwester geht in den ___.
Kinderzimmer | bed | Im ___ liegen viele Spielsachen.
Bilderbuch | book | Papa liest mir aus dem ___ vor.
Wörterbuch | book | Im ___ suche ich das Wort.
Lesebuch | book | Im ___ steht eine spannende Geschichte.
Badezimmer | bath | Im ___ putze ich mir die Zähne.
Liebesbrief | letter | Im Briefkasten liegt ein ___.
Arbeitsplatz | hammer | Mamas ___ ist im Büro.
Arbeitszeit | clock | Papas ___ endet um vier Uhr.
Schweinebraten | plate | Am Sonntag gibt es ___.
Tageslicht | sun | Bei ___ kann man gut lesen.
Freundeskreis | people | In meinem ___ sind fünf Kinder.
Krankenhaus | hospital | Nach dem Unfall kommt er ins ___.
Krankenwagen | hospital | Der ___ fährt mit Blaulicht.
Krankenschwester | hospital | Die ___ misst das Fieber.
Bauernhof | house | Auf dem ___ leben Kühe und Hühner.
Straßenbahn | tram | Wir fahren mit der ___ in die Stadt.
arbeitslos | sad | Seit die Fabrik zu ist, ist er ___.
wolkenlos | sun | Der Himmel ist heute ___.
kinderlos | people | Das Paar ist ___.
grenzenlos | heart | Meine Freude ist ___.
Schneemänner | snow | Im Garten stehen drei ___.
Urgroßvater | person | Mein ___ ist neunzig Jahre alt.
gespielt | ball | Wir haben Fußball ___.
gelernt | book | Ich habe für den Test ___.
gekauft | bag | Mama hat Äpfel ___.
gemacht | check | Hast du deine Hausaufgaben ___?
gesagt | speech | Was hat die Lehrerin ___?
gefragt | question | Der Junge hat nach dem Weg ___.
gelacht | happy | Wir haben viel ___.
gehört | ear | Hast du das Gewitter ___?
gekocht | plate | Papa hat Nudeln ___.
gewohnt | house | Früher haben wir in Hamburg ___.
gearbeitet | hammer | Oma hat lange im Garten ___.
geredet | speech | Wir haben lange miteinander ___.
gewartet | clock | Ich habe eine Stunde auf den Bus ___.
gelaufen | road | Wir sind schnell nach Hause ___.
geschlafen | bed | Hast du gut ___?
gefahren | car | Wir sind ans Meer ___.
gelesen | book | Ich habe das Buch schon ___.
gesehen | eye | Hast du den Regenbogen ___?
gegeben | gift | Sie hat mir ein Geschenk ___.
gekommen | people | Alle Gäste sind ___.
getragen | bag | Er hat die Tasche nach Hause ___.
gewaschen | water | Ich habe mir die Hände ___.
gerufen | speech | Mama hat uns zum Essen ___.
gehalten | train | Der Zug hat am Bahnhof ___.
Gebirge | mountain | Im ___ liegt noch Schnee.
unglücklich | lonely | Ohne seinen Freund ist er ___.
unfreundlich | sad | Der Mann an der Kasse war ___.
unehrlich | thumbsDown | Wer lügt, ist ___.
unmöglich | moon | Zum Mond laufen? Das ist ___!
unruhig | sad | Vor dem Test sind alle ___.
unsichtbar | eye | Der Zauberer macht sich ___.
unbrauchbar | hammer | Der kaputte Stift ist ___.
undankbar | sad | Sei nicht ___, sag danke!
unlesbar | glasses | Die Schrift ist klein und ___.
Misserfolg | thumbsDown | Der Versuch war leider ein ___.
Freundlichkeit | happy | Danke für deine ___!
Möglichkeit | bulb | Es gibt noch eine andere ___.
Ehrlichkeit | speech | Ich schätze deine ___.
Fröhlichkeit | happy | Ihre ___ steckt alle an.
Süßigkeit | cake | Schokolade ist meine liebste ___.
Dankbarkeit | heart | Aus ___ schenken wir ihr Blumen.
Lehrerin | person | Die ___ liest eine Geschichte vor.
Spielerin | ball | Die ___ schießt ein Tor.
Fahrerin | tram | Die ___ lenkt den Bus.
Malerin | brush | Die ___ malt ein Bild.
Leserin | book | Die ___ blättert im Buch.
Schwimmerin | water | Die ___ gewinnt das Rennen.
Arbeiterin | hammer | Die ___ trägt einen Helm.
Sängerin | music | Die ___ singt auf der Bühne.
Schülerin | book | Die neue ___ heißt Ayla.
Verkäufer | bag | Der ___ packt die Äpfel ein.
Erfahrung | star | Die Ärztin hat viel ___.
Vorstellung | people | Die ___ im Theater beginnt um acht.
Entscheidung | question | Die ___ fällt mir schwer.
Bestellung | phone | Die ___ kommt morgen mit der Post.
Verbindung | phone | Die ___ am Telefon ist schlecht.
Erklärung | bulb | Nach der ___ verstehe ich die Aufgabe.
Beratung | speech | In der ___ bekommen wir gute Tipps.
Erzählung | book | Die ___ handelt von einem Drachen.
Ergebnis | check | Das ___ der Rechnung ist zwölf.
Erlebnis | star | Die Reise war ein tolles ___.
Verständnis | heart | Danke für dein ___.
Rechnungen | coin | Papa bezahlt die ___.
Übungen | pen | Wir machen drei ___ im Heft.
Wohnungen | house | Im Haus gibt es sechs ___.
langsamer | snail | Die Schnecke ist ___ als der Hase.
verkaufen | coin | Wir ___ alte Spielsachen auf dem Flohmarkt.
bezahlen | coin | Wir ___ an der Kasse.
entdecken | eye | Im Wald ___ wir einen Fuchs.
erzählen | speech | Oma will uns eine Geschichte ___.
zerbrechen | glass | Pass auf, die Gläser können ___!
besuchen | people | Am Wochenende ___ wir Opa.
versuchen | bulb | Wir ___ es noch einmal.
bekommen | gift | Zum Geburtstag ___ die Kinder Geschenke.
verstehen | bulb | Jetzt ___ wir die Aufgabe.
entstehen | sprout | Aus Samen ___ neue Pflanzen.
erklären | speech | Kannst du mir das ___?
erleben | star | In den Ferien wollen wir viel ___.
vergessen | key | Ich darf meinen Schlüssel nicht ___.
beginnen | clock | Die Ferien ___ morgen.
verbessern | pen | Ich will meine Schrift ___.
zerreißen | letter | Bitte ___ den Brief nicht!
anfangen | clock | Wir können jetzt ___.
aufstehen | bed | Morgens muss ich früh ___.
einkaufen | bag | Wir gehen im Supermarkt ___.
mitkommen | people | Willst du ins Kino ___?
abfahren | train | Der Zug wird gleich ___.
zumachen | door | Kannst du bitte das Fenster ___?
aufräumen | broom | Ich muss mein Zimmer ___.
ausgehen | door | Am Samstagabend wollen meine Eltern ___.
vorlesen | book | Papa will uns ein Märchen ___.
anrufen | phone | Ich will Oma ___.
einschlafen | bed | Nach der Geschichte kann ich gut ___.
die Freiheit | bird | ___ ist für alle Menschen wichtig.
das Häuschen | house | ___ im Wald ist aus Holz.
der Lehrer | person | ___ erklärt die Aufgabe.
die Rechnung | coin | ___ liegt auf dem Tisch.
der Frühling | flower | ___ kommt nach dem Winter.
die Freundschaft | heart | ___ zwischen Tom und Ali ist stark.
das Zeugnis | star | ___ ist richtig gut geworden.
das Kätzchen | cat | ___ schläft im Korb.
Katz und Maus | cat | Die Kinder spielen ___ im Hof.
Salz und Pfeffer | salt | Auf dem Tisch stehen ___.
Brot und Butter | bread | Zum Abendessen gibt es ___.
mit Freunden | people | Ich spiele gern ___.
mit Kindern | child | Die Erzieherin arbeitet ___.
mit dem Fahrrad | bike | Ich fahre ___ zur Schule.
du verkaufst | coin | ___ Kuchen auf dem Schulfest.
er bezahlt | coin | ___ mit einem Zehn-Euro-Schein.
wir besuchen | people | ___ morgen unsere Tante.
ihr erzählt | speech | ___ spannende Geschichten.
ich verstehe | bulb | ___ die Aufgabe jetzt.
sie entdeckt | eye | ___ einen Igel im Garten.
die Lehrerin | person | ___ schreibt an die Tafel.
das Ergebnis | check | ___ steht an der Tafel.
Haustürschlüssel | key | Ich habe meinen ___ vergessen.
Donaudampfschifffahrt | ship | Opa erzählt von seiner ___ bis nach Wien.
Kindergeburtstag | cake | Zum ___ kommen zehn Kinder.
Weihnachtsbaum | tree | Der ___ ist mit Kugeln geschmückt.
Lieblingsfarbe | brush | Meine ___ ist Grün.
Missverständnis | question | Das war nur ein ___.
missverstehen | question | Bitte ___ mich nicht!
aufgestanden | bed | Heute bin ich früh ___.
eingekauft | bag | Wir haben schon ___.
angefangen | clock | Der Film hat schon ___.
aufgeräumt | broom | Ich habe mein Zimmer ___.
abgeholt | car | Papa hat mich von der Schule ___.
zugemacht | door | Wer hat die Tür ___?
vorgelesen | book | Oma hat uns ein Märchen ___.
angerufen | phone | Tante Eva hat gestern ___.
ausgepackt | gift | Die Kinder haben die Geschenke ___.
eingeschlafen | bed | Das Baby ist endlich ___.
Unfreundlichkeit | sad | Seine ___ ärgert alle.
Unmöglichkeit | bird | Fliegen wie ein Vogel ist für uns eine ___.
Verkäuferin | bag | Die ___ gibt mir das Wechselgeld.
Fußballspieler | ball | Der ___ schießt ein Tor.
Fußballspielerin | ball | Die ___ trägt die Nummer zehn.
Zahnärztin | tooth | Die ___ sagt: „Mund auf!“
Lehrerzimmer | people | Die Lehrer treffen sich im ___.
Unsicherheit | question | Vor dem Auftritt spürt sie eine ___.
Kinderzimmertür | door | Die ___ ist bunt bemalt.
Apfelbaumblüte | flower | Die ___ ist weiß und rosa.
Bahnhofsuhr | clock | Die ___ zeigt acht Uhr.
Straßenbahnhaltestelle | tram | An der ___ warten viele Leute.
Arbeitszeiten | clock | Die ___ im Laden sind von acht bis sechs.
Geburtstagskuchen | cake | Auf dem ___ brennen sieben Kerzen.
Sonnenblumenfeld | flower | Das ___ leuchtet gelb.
Kinderbücher | book | In der Bücherei gibt es viele ___.
Fahrradhelm | bike | Beim Radfahren trage ich einen ___.
Fußballplatz | ball | Das Spiel findet auf dem ___ statt.
Handschuhfach | car | Die Karte liegt im ___ des Autos.
Kühlschranktür | bottle | An der ___ hängt ein Foto.
Apfelsaftflasche | bottle | Die ___ ist halb voll.
Schreibtischlampe | bulb | Die ___ macht helles Licht.
Wohnzimmertisch | table | Auf dem ___ liegt die Zeitung.
Schlafzimmerfenster | bed | Das ___ ist offen.
Unehrlichkeit | thumbsDown | ___ macht Freundschaften kaputt.
Undankbarkeit | sad | Ihre ___ macht mich traurig.
Erfahrungen | star | Auf der Reise haben wir viele ___ gesammelt.
Entscheidungen | question | Schwere ___ brauchen Zeit.
Vorstellungen | people | Das Theater spielt heute zwei ___.
Bestellungen | phone | Der Laden hat viele ___ bekommen.
die Freundlichkeit | happy | ___ der Nachbarin freut uns.
die Erfahrung | star | ___ hilft beim Lernen.
der Verkäufer | bag | ___ hilft mir beim Suchen.
du bezahlst | coin | ___ heute das Eis.
wir verstehen | bulb | ___ die Regel jetzt.
er erzählt | speech | ___ von seiner Reise.
`;

function parseWordPictures(lines: string): Readonly<Record<string, WordPicture>> {
  const entries = lines
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [word = "", picture = "", sentence = ""] = line.split(" | ");
      if (!(picture in pictograms) || sentence.split(GAP).length !== 2) throw new Error(`word picture line: ${line}`);
      return [word, { picture: picture as PictogramId, sentence }] as const;
    });
  return Object.fromEntries(entries);
}

/** Handed to the game as data, like the word list, so it stays out of the game's code chunk. */
export const wordPictures = parseWordPictures(wordPictureLines);
