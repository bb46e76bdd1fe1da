"""Names of countries, US states and continents: what a qualifier after a place name may say.

A qualifier that is a country or a continent ("Paris, France") places the key's city; a US state
("Paris, Texas") names a town of its own unless the question itself names that state. The tables
are small on purpose: an unknown qualifier is never taken as harmless.
"""

from __future__ import annotations

from skills.analysis.text import fold

COUNTRIES = frozenset(fold(name) for name in """
Afghanistan|Albania|Algeria|Andorra|Angola|Antigua and Barbuda|Argentina|Armenia|Australia|Austria|
Azerbaijan|Bahamas|The Bahamas|Bahrain|Bangladesh|Barbados|Belarus|Belgium|Belize|Benin|Bhutan|Bolivia|
Bosnia and Herzegovina|Botswana|Brazil|Brunei|Bulgaria|Burkina Faso|Burundi|Cambodia|Cameroon|Canada|
Cape Verde|Cabo Verde|Central African Republic|Chad|Chile|China|People's Republic of China|PRC|Colombia|
Comoros|Congo|Democratic Republic of the Congo|DRC|Costa Rica|Ivory Coast|Côte d'Ivoire|Croatia|Cuba|Cyprus|
Czech Republic|Czechia|Denmark|Djibouti|Dominica|Dominican Republic|East Timor|Timor-Leste|Ecuador|Egypt|
El Salvador|Equatorial Guinea|Eritrea|Estonia|Eswatini|Swaziland|Ethiopia|Fiji|Finland|France|Gabon|Gambia|
The Gambia|Georgia|Germany|Ghana|Greece|Grenada|Guatemala|Guinea|Guinea-Bissau|Guyana|Haiti|Honduras|
Hungary|Iceland|India|Indonesia|Iran|Iraq|Ireland|Israel|Italy|Jamaica|Japan|Jordan|Kazakhstan|Kenya|
Kiribati|Kosovo|Kuwait|Kyrgyzstan|Laos|Latvia|Lebanon|Lesotho|Liberia|Libya|Liechtenstein|Lithuania|
Luxembourg|Madagascar|Malawi|Malaysia|Maldives|Mali|Malta|Marshall Islands|Mauritania|Mauritius|Mexico|
Micronesia|Moldova|Monaco|Mongolia|Montenegro|Morocco|Mozambique|Myanmar|Burma|Namibia|Nauru|Nepal|
Netherlands|The Netherlands|Holland|New Zealand|Nicaragua|Niger|Nigeria|North Korea|North Macedonia|
Macedonia|Norway|Oman|Pakistan|Palau|Palestine|Panama|Papua New Guinea|Paraguay|Peru|Philippines|
The Philippines|Poland|Portugal|Qatar|Romania|Russia|Russian Federation|Rwanda|Saint Kitts and Nevis|
Saint Lucia|Saint Vincent and the Grenadines|Samoa|San Marino|Sao Tome and Principe|Saudi Arabia|Senegal|
Serbia|Seychelles|Sierra Leone|Singapore|Slovakia|Slovenia|Solomon Islands|Somalia|South Africa|
South Korea|Korea|South Sudan|Spain|Sri Lanka|Sudan|Suriname|Sweden|Switzerland|Syria|Taiwan|Tajikistan|
Tanzania|Thailand|Togo|Tonga|Trinidad and Tobago|Tunisia|Turkey|Türkiye|Turkmenistan|Tuvalu|Uganda|
Ukraine|United Arab Emirates|UAE|United Kingdom|UK|U.K.|Great Britain|Britain|England|Scotland|Wales|
Northern Ireland|United States|United States of America|USA|U.S.A.|US|U.S.|America|Uruguay|Uzbekistan|
Vanuatu|Vatican City|Venezuela|Vietnam|Viet Nam|Yemen|Zambia|Zimbabwe|Frankreich|Deutschland|Spanien|
Italien|Japon|Japón|Japão|Allemagne|Alemania|Alemanha|Espagne|España|Espanha|Italie|Italia|Itália|Brasil|
Brésil|Brasilien|Australien|Australie|Canadá|Kanada|Mexique|México|Mexiko|Pérou|Perú|Chine|China|Inde|
Indien|Russie|Rusia|Rússia|Russland|Égypte|Egipto|Egito|Ägypten|Suisse|Schweiz|Suiza|Suíça|Türkei|Turquie|
Turquía|Turquia|Norvège|Noruega|Norwegen|Maroc|Marruecos|Marrocos|Marokko|États-Unis|Estados Unidos|
Vereinigte Staaten|Royaume-Uni|Reino Unido|Vereinigtes Königreich
""".replace("\n", "").split("|") if name.strip())

US_STATES = frozenset(fold(name) for name in """
Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|
Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|
Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|
North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|
Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|District of Columbia|D.C.|DC
""".replace("\n", "").split("|") if name.strip())

CONTINENTS = frozenset(fold(name) for name in """
Africa|Antarctica|Asia|Europe|North America|South America|Oceania|Australasia|Latin America|
Central America|the Middle East|Middle East|Afrique|Asie|Europa|Amérique du Nord|Amérique du Sud|
Sudamérica|América del Sur|América do Sul|Südamerika|Nordamerika|Afrika|Asien
""".replace("\n", "").split("|") if name.strip())


def places_a_city(qualifier: str) -> bool:
    """A country or a continent: says where the key's city is rather than naming another town.

    Georgia is both a country and a US state: as a qualifier it is ambiguous, so not accepted.
    """
    name = fold(qualifier)
    return (name in COUNTRIES or name in CONTINENTS) and name not in US_STATES
